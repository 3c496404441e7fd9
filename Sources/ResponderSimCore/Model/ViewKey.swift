/// A key of a view or window block (Scenes/README.md, Views and windows and Controls), declared once with what
/// belongs to it: where it may be written, what its value must be, and whether a script `set`
/// may change it. The builder, the script reader, the outline and the guide's test read this table.
package enum ViewKey: String, DeclaredKey {
    case view
    case window
    case level
    case `class`
    case frame
    case boundsOrigin = "bounds-origin"
    case hidden
    case alpha
    case userInteraction = "user-interaction"
    case multipleTouch = "multiple-touch"
    case exclusiveTouch = "exclusive-touch"
    case clips
    case hitInsets = "hit-insets"
    case hitTest = "hit-test"
    case controller
    case handles
    case passesOn = "passes-on"
    case behavior
    case subviews
    case gestures
    case transform
    case enabled
    case slop
    case editable
    case selected

    /// Where a key may be written.
    package enum Placement: Sendable {
        /// On views and windows.
        case anywhere
        /// On views only (a window cannot have it).
        case viewsOnly
        /// On windows only.
        case windowsOnly
        /// On controls only (`class: UIControl`, `UIButton` or `UITextField`; a window never is one, V8).
        case controlsOnly
        /// On `UITextView`s only (TI1).
        case textViewsOnly
        /// On cells only (`class: UITableViewCell` or `UICollectionViewCell`; V61).
        case cellsOnly
    }

    /// Everything declared about the key (made once, see ``declared``).
    package var declaration: ViewKeyDeclaration { Self.table[self] ?? declared }

    private static let table = KeyTable<ViewKey, ViewKeyDeclaration>(\.declared)

    /// Everything declared about the key, in one place: adding a key is one case here.
    private var declared: ViewKeyDeclaration {
        switch self {
        case .view:
            ViewKeyDeclaration(.viewsOnly, settable: false, "a name", help: "The view's name, unique among the scene's responders.")
        case .window:
            ViewKeyDeclaration(
                .windowsOnly, settable: false, "a name", help: "The window's name; a window is a root of the tree.")
        case .level:
            ViewKeyDeclaration(
                .windowsOnly, settable: false, "a number",
                help:
                    "The window's level (windowLevel): windows are tried from the highest level down, the later listed first at equal levels (H7)."
            )
        case .class:
            ViewKeyDeclaration(
                .anywhere, settable: false, "a class such as UIView or UILabel",
                help:
                    "The view's class: it sets the defaults (a label or image view starts with user interaction off) and makes controls and scroll views."
            )
        case .frame:
            ViewKeyDeclaration(
                .anywhere, settable: true, "[x, y, w, h]", help: "The frame in the superview's coordinates (a window's: the screen's).",
                field: .of({ $0.frame }, { .frame($0) }))
        case .boundsOrigin:
            ViewKeyDeclaration(
                .anywhere, settable: true, "[x, y]", help: "The bounds origin: how far the subviews are scrolled.",
                field: .of({ $0.boundsOrigin }, { .boundsOrigin($0) }) { _, _ in .zero })
        case .hidden:
            ViewKeyDeclaration(
                .anywhere, settable: true, "yes or no", help: "isHidden: a hidden view and its subviews are never hit.",
                field: .of({ $0.isHidden }, { .hidden($0) }) { _, _ in false })
        case .alpha:
            ViewKeyDeclaration(
                .anywhere, settable: true, "a number from 0 to 1",
                help: "The opacity, kept as a 32-bit float: below 0.01 (where 0.01 itself falls) the view and its subviews are never hit.",
                field: .of({ $0.alpha }, { .alpha($0) }) { _, _ in 1 })
        case .userInteraction:
            ViewKeyDeclaration(
                .anywhere, settable: true, "yes or no",
                help: "isUserInteractionEnabled: when off, the view and its subviews are never hit.",
                field: .of({ $0.userInteraction }, { .userInteraction($0) }) { viewClass, _ in
                    viewClass.defaultUserInteraction
                })
        case .multipleTouch:
            ViewKeyDeclaration(
                .anywhere, settable: true, "yes or no",
                help:
                    "isMultipleTouchEnabled: when off, a second touch on a view already tracking one is withheld for its whole life (M1–M3).",
                field: .of({ $0.multipleTouch }, { .multipleTouch($0) }) { viewClass, isWindow in
                    // SV1: UIScrollView's initializer turns it on.
                    viewClass.makesScrollView(isWindow: isWindow)
                })
        case .exclusiveTouch:
            ViewKeyDeclaration(
                .anywhere, settable: true, "yes or no",
                help:
                    "isExclusiveTouch: the view takes no touch while another view of its window tracks one, and while it tracks one no other view of its window gets one (X1–X4).",
                field: .of({ $0.exclusiveTouch }, { .exclusiveTouch($0) }) { _, _ in false })
        case .clips:
            ViewKeyDeclaration(
                .anywhere, settable: true, "yes or no", help: "clipsToBounds: changes drawing only, never hit testing.",
                field: .of({ $0.clips }, { .clips($0) }) { viewClass, isWindow in
                    // SV1: UIScrollView's initializer turns it on.
                    viewClass.makesScrollView(isWindow: isWindow)
                })
        case .hitInsets:
            ViewKeyDeclaration(
                .anywhere, settable: true, "[top, left, bottom, right]",
                help: "A pointInside override: the insets of the area that counts as inside from the bounds (negative values grow it).",
                field: .of({ $0.hitInsets }, { .hitInsets($0) }) { _, _ in .zero })
        case .hitTest:
            ViewKeyDeclaration(
                .anywhere, settable: true, "'normal' or 'passthrough'",
                help: "A hitTest override: 'passthrough' returns nil where it would return the view itself.",
                field: .of({ $0.hitTest }, { .hitTest($0) }) { _, _ in .normal })
        case .controller:
            ViewKeyDeclaration(
                .viewsOnly, settable: false, "a name, or a block with 'name' and 'handles'",
                help: "The view controller whose root view this is: the view's next responder.")
        case .handles:
            ViewKeyDeclaration(
                .anywhere, settable: true, "'all' or a list of phases such as [began, ended]",
                help: "Touch methods overridden without calling super: the call stops here.")
        case .passesOn:
            ViewKeyDeclaration(
                .anywhere, settable: true, "'all' or a list of phases such as [began, ended]",
                help: "Touch methods overridden that call super: the view sees the call and forwards it.")
        case .behavior:
            ViewKeyDeclaration(
                .anywhere, settable: true, "a behaviour name, or a block with 'name' and parameters",
                help: "Built-in touch handling code (tap-counter, drag, pinch-naive…) run by the view's touch methods.")
        case .subviews:
            ViewKeyDeclaration(.anywhere, settable: false, "a list of views", help: "The subviews, back to front.")
        case .gestures:
            ViewKeyDeclaration(
                .anywhere, settable: false, "a list of recognizers ('- tap: NAME' items)",
                help: "The view's gesture recognizers, in order of addition.")
        case .transform:
            ViewKeyDeclaration(
                .viewsOnly, settable: false, "a block with 'scale', 'rotate' or 'translate'",
                help: "The view's transform about its center: hit testing follows it.")
        case .enabled:
            ViewKeyDeclaration(
                .controlsOnly, settable: true, "yes or no",
                help: "isEnabled of a control: a disabled control and everything inside it are never hit.",
                field: .of({ $0.isEnabled }, { .enabled($0) }) { _, _ in true })
        case .slop:
            ViewKeyDeclaration(
                .controlsOnly, settable: true, "a number at least 0",
                help: "How far beyond a control's bounds a touch still counts as inside (UIKit: 70 points).",
                field: .of({ $0.slop }, { .slop($0) }) { _, _ in 70 })
        case .editable:
            ViewKeyDeclaration(
                .textViewsOnly, settable: true, "yes or no",
                help: "isEditable of a text view: a tap that ends on it makes it first responder (TI1); no: nothing happens.",
                field: .of({ $0.isEditable }, { .editable($0) }) { _, _ in true })
        case .selected:
            ViewKeyDeclaration(
                .cellsOnly, settable: true, "yes or no",
                help:
                    "isSelected of a cell: whether its list shows it selected; set is selectRow(at:) or deselectRow(at:), with no delegate call and no line (TS8).",
                field: .of({ $0.isSelected }, { .selected($0) }) { _, _ in false })
        }
    }

    /// Where the key may be written.
    package var placement: Placement { declaration.placement }

    /// Whether `set VIEW KEY VALUE` may change it (Scenes/README.md, The script).
    package var isSettable: Bool { declaration.isSettable }

    /// What its value must be, as "needs a value" messages say it.
    package var expectation: String { declaration.expectation }

    /// What the key means, for help texts and the editor.
    package var help: String { declaration.help }

    /// The key's default on a fresh view of a class (a window when `isWindow`), as the table
    /// declares it; nil for a key without one.
    package func defaultValue(for viewClass: ViewClass, isWindow: Bool) -> KeyValue? {
        declaration.field?.defaultValue.map { $0(viewClass, isWindow) }
    }

    /// The keys whose value is one plain field of the view, with their fields
    /// (``ViewKeyDeclaration/field``), made once.
    package static let fields: [(key: ViewKey, field: ViewKeyField)] = allCases.compactMap { key in
        key.declaration.field.map { (key, $0) }
    }

    /// The keys a view block takes, in the order suggestions consider them.
    package static let viewKeys: [ViewKey] = [
        .view, .class, .frame, .boundsOrigin, .hidden, .alpha, .userInteraction, .multipleTouch, .exclusiveTouch,
        .clips, .hitInsets, .hitTest, .controller, .handles, .passesOn, .behavior, .subviews, .gestures, .transform,
        .enabled, .slop, .editable, .selected,
    ]

    /// The keys a window block takes, in the order suggestions consider them.
    package static let windowKeys: [ViewKey] =
        [.window, .level] + viewKeys.filter { $0.placement == .anywhere }

    /// The keys `set` may change, in the order suggestions consider them.
    package static let settableKeys: [ViewKey] = viewKeys.filter(\.isSettable)
}

/// What is declared about one view key: where it may be written, whether `set` may change
/// it, what its value must be, what it means, and, for a plain field, its value's codec and
/// default.
package final class ViewKeyDeclaration: Sendable {
    /// Where the key may be written.
    package let placement: ViewKey.Placement
    /// Whether `set VIEW KEY VALUE` may change it.
    package let isSettable: Bool
    /// What its value must be, as "needs a value" messages say it.
    package let expectation: String
    /// What the key means, for help texts and the editor.
    package let help: String
    /// For a key that is one plain field of the view: how its value is read, reaches the view,
    /// is printed and defaults. Nil for keys that are structure (`view`, `subviews`…) or that
    /// have readers of their own (`handles`, `behavior`, `level`…).
    package let field: ViewKeyField?

    init(_ placement: ViewKey.Placement, settable: Bool, _ expectation: String, help: String, field: ViewKeyField? = nil) {
        self.placement = placement
        self.isSettable = settable
        self.expectation = expectation
        self.help = help
        self.field = field
    }
}

/// The codec and default of a key that is one plain field of the view.
package final class ViewKeyField: Sendable {
    /// The value's type: how it is read and printed.
    package let type: KeyValueType
    /// The key's value on a view.
    package let value: @Sendable (View) -> KeyValue
    /// The change that gives a view the value (through ``View/apply(_:)``), for the builder,
    /// `set` and the defaults; nil for a value of another type.
    package let change: @Sendable (KeyValue) -> ViewPropertyChange?
    /// UIKit's default on a fresh view of a class (a window when `isWindow`); nil for a key
    /// every block must write (`frame`).
    package let defaultValue: (@Sendable (ViewClass, _ isWindow: Bool) -> KeyValue)?

    private init(
        type: KeyValueType, value: @escaping @Sendable (View) -> KeyValue,
        change: @escaping @Sendable (KeyValue) -> ViewPropertyChange?, defaultValue: (@Sendable (ViewClass, Bool) -> KeyValue)?
    ) {
        self.type = type
        self.value = value
        self.change = change
        self.defaultValue = defaultValue
    }

    /// The field a view reads with `get`, whose value reaches a view as `change` (through
    /// ``View/apply(_:)``, the one writer of a view's keys).
    static func of<Value: ViewValueConvertible>(
        _ get: @escaping @Sendable (View) -> Value, _ change: @escaping @Sendable (Value) -> ViewPropertyChange,
        defaultValue: (@Sendable (ViewClass, _ isWindow: Bool) -> Value)? = nil
    ) -> ViewKeyField {
        let read: @Sendable (View) -> KeyValue = { get($0).keyValue }
        let changing: @Sendable (KeyValue) -> ViewPropertyChange? = { Value($0).map(change) }
        var defaulting: (@Sendable (ViewClass, Bool) -> KeyValue)?
        if let defaultValue { defaulting = { defaultValue($0, $1).keyValue } }
        return ViewKeyField(type: Value.viewValueType, value: read, change: changing, defaultValue: defaulting)
    }
}

/// A Swift type that a plain view key's value has, with how a scene writes it.
package protocol ViewValueConvertible: KeyValueConvertible {
    /// How a scene writes and the builder reads it.
    static var viewValueType: KeyValueType { get }
}

extension Bool: ViewValueConvertible { package static var viewValueType: KeyValueType { .flag } }
extension Rect: ViewValueConvertible { package static var viewValueType: KeyValueType { .rect } }
extension Point: ViewValueConvertible { package static var viewValueType: KeyValueType { .point } }
// The view keys' only Float is an alpha.
extension Float: ViewValueConvertible { package static var viewValueType: KeyValueType { .alpha } }
extension EdgeInsets: ViewValueConvertible { package static var viewValueType: KeyValueType { .insets } }
extension HitTestMode: ViewValueConvertible { package static var viewValueType: KeyValueType { .hitTest } }
// The view keys' only Double is a distance at least 0 (a control's slop).
extension Double: ViewValueConvertible { package static var viewValueType: KeyValueType { .distance } }
