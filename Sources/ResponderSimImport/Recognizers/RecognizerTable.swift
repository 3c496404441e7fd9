import ResponderSimCore

extension GestureKind {
    /// The declared kind whose UIKit class is `name` (module prefix removed), if one is
    /// (README.md, Debugging your own app: gesture recognizers).
    static func imported(_ name: String) -> (kind: GestureKind, facts: ImportedKind)? {
        for kind in declarable {
            if let facts = kind.declaration.imported, facts.uikitClass == name { return (kind, facts) }
        }
        return nil
    }
}

/// The class table: which printed recognizers are UIKit's own (system), which are left out and why.
enum RecognizerClassTable {
    static let delayClass = "UIScrollViewDelayedTouchesBeganGestureRecognizer"
    static let panClass = "UIScrollViewPanGestureRecognizer"

    /// Classes that act only at the screen's system edges, on a scroll indicator's knob, without
    /// touches, during drag and drop, or as text interaction: never imported, never warned about.
    static let systemClasses: Set<String> = [
        "_UISystemGestureGateGestureRecognizer", "UIScrollViewKnobLongPressGestureRecognizer", "UIHoverGestureRecognizer",
        "_UIDragAutoScrollGestureRecognizer", "_UIRelationshipGestureRecognizer", "UITextTapRecognizer", "UITapAndAHalfRecognizer",
        "_UIMultiSelectOneFingerPanGesture", "_UISingleFingerTapExtensionGesture",
    ]

    /// Targets of UIKit's text and selection interactions: a recognizer whose targets are all
    /// of these is system.
    static let systemTargets: Set<String> = [
        "UITextInteractionAssistant", "UITextSelectionInteraction", "UITextInteraction", "UIMultiSelectInteraction",
        "UIBandSelectionInteraction",
    ]

    /// Name prefixes UIKit gives its own recognizers.
    static let systemNamePrefixes = ["multi-select.", "com.apple.UIKit."]

    /// Classes left out, with the reason their comment gives.
    static let leftOutClasses: [String: String] = [
        "UIScreenEdgePanGestureRecognizer": edgeReason, "_UIParallaxTransitionPanGestureRecognizer": edgeReason,
        "_UIContentSwipeDismissGestureRecognizer": edgeReason,
        "UIScrollViewPagingSwipeGestureRecognizer": "paging is not modelled",
        "UIScrollViewPinchGestureRecognizer": "zooming is not modelled",
        "_UISwipeActionPanGestureRecognizer": swipeActionReason, "UISwipeDismissalGestureRecognizer": swipeActionReason,
    ]
    private static let edgeReason = "edge and back swipes are not modelled"
    private static let swipeActionReason = "swipe actions are not modelled"

    /// Targets of web content: a recognizer whose targets are all of these is left out.
    static let webTargets: Set<String> = ["UIWebBrowserView", "WKContentView"]
    static let webReason = "web content is not modelled"
    static let unknownReason = "no scene kind for this class"
    static let notScrollViewReason = "a scroll view's own recognizer on a view that is not a scroll view here"
    static let secondBuiltInReason = "a second built-in of this class"
}

/// One target of a recognizer as printed: `(action=SEL, target=<CLASS 0xADDR>)`.
struct RecognizerTarget: Equatable {
    var action: String
    var className: String

    /// The targets of a `target` value, in order.
    static func parse(_ value: String) -> [RecognizerTarget] {
        var targets: [RecognizerTarget] = []
        var rest = Substring(value)
        while let actionRange = rest.range(of: "action=") {
            rest = rest[actionRange.upperBound...]
            let actionEnd = rest.firstIndex { $0 == "," || $0 == ")" } ?? rest.endIndex
            let action = rest[..<actionEnd].trimmingBlanks()
            rest = rest[actionEnd...]
            var className = ""
            if let targetRange = rest.range(of: "target=") {
                var classPart = rest[targetRange.upperBound...].drop { $0 == " " || $0 == "<" }
                classPart = classPart.prefix { $0 != " " && $0 != ":" && $0 != ">" && $0 != ")" && $0 != "," }
                className = String(classPart)
                rest = rest[targetRange.upperBound...]
            }
            targets.append(RecognizerTarget(action: String(action), className: className))
        }
        return targets
    }
}

extension Substring {
    fileprivate func trimmingBlanks() -> Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
