import ResponderSimCore

/// The hover texts of list items' keys, classes and built-in recognizers, for ``LanguageServer``.
extension LanguageServer {
    /// The hover text of `key:` in an item of the list `parent` (`sends:`, `key-commands:`);
    /// nil for a key no such item takes.
    static func itemKeyHover(_ key: String, in parent: String) -> String? {
        let texts: [String: (String, String)]
        switch parent {
        case ChainKey.sends.name:
            texts = [
                "event": (
                    "a control event: " + ControlEvent.allCases.map(\.rawValue).joined(separator: ", "),
                    "The control event of addTarget(_:action:for:): when the control reports it, the action is sent (RA5)."
                ),
                "action": (
                    "an action name such as save (letters, digits and _; save stands for save:)",
                    "The action of addTarget(_:action:for:), sent with the control as sender each time the item's event "
                        + "happens, in list order (RA5). With a target it is performed there at once; without one the target "
                        + "is nil, and the search starts at the key window's first responder (RA3)."
                ),
                "target": (
                    "a responder's name (a view, window, controller, the application or the delegate)",
                    "The target of addTarget(_:action:for:): it performs the action without being asked. Without a target, "
                        + "the action is nil-targeted and the responder chain is searched (RA3)."
                ),
            ]
        case ChainKey.keyCommands.name:
            texts = [
                "key": (
                    "a key spec such as cmd+s: modifiers from ctrl, alt, shift, cmd (each once, in that order), + and a "
                        + "letter, a digit or up, down, left, right, escape, return, tab, delete, space",
                    "The UIKeyCommand's input and modifier flags: `key SPEC` in the script types it (RK4)."
                ),
                "action": (
                    "an action name such as save",
                    "The UIKeyCommand's action: when this command wins (RK5), its action is searched for from the start "
                        + "of the keystroke (RK6)."
                ),
                "priority": (
                    "yes or no (default no)",
                    "wantsPriorityOverSystemBehavior: with yes, the command wins even while a text input is first "
                        + "responder (RK4)."
                ),
            ]
        default:
            return nil
        }
        guard let (expectation, help) = texts[key] else { return nil }
        return "**\(key)**: \(expectation)\n\n\(help)\n\nIn an item of `\(parent):`."
    }

    /// What a class does and the defaults a view of it starts with.
    static func classHover(_ viewClass: ViewClass) -> String {
        let does: String
        switch viewClass {
        case .uiView: does = "A plain view: hit testing may find it, and it handles the touch phases its `handles` lists."
        case .uiLabel, .uiImageView:
            does = "Starts with user interaction off, so hit testing passes it over until `user-interaction: yes` (H6)."
        case .uiButton, .uiControl:
            does =
                "A control: it tracks a touch as UIControl does and reports control events (U1–U13); its `sends` "
                + "turn them into actions (RA5)."
        case .uiTextField:
            does = "A control that can become first responder and types keys without ctrl or cmd (RF1, RF10, RK8)."
        case .uiScrollView:
            does = "A scroll view: its built-in recognizers NAME.delay and NAME.pan hold and scroll touches (SV1, SD1, SP1)."
        case .uiTableView, .uiCollectionView:
            does = "A scroll view that labels its content as a table or a collection; it scrolls as UIScrollView does (SV1)."
        case .uiTableViewCell, .uiCollectionViewCell:
            does = "A cell of the list it sits in: a plain view to touches, whose list highlights and selects it (TS1)."
        case .uiTextView:
            does =
                "A scroll view that can become first responder and types keys (SV1, RF1, RK8); a tap that ends on it "
                + "makes it first responder while it is editable (TI1)."
        case .uiWindow: does = "The window class, written on a view: the view is still a view, not a window."
        }
        func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }
        var defaults = [
            "user-interaction: \(yesNo(viewClass.defaultUserInteraction))",
            "can-become-first-responder: \(yesNo(viewClass.isTextInputClass))",
            "text-input: \(yesNo(viewClass.isTextInputClass))",
        ]
        if viewClass.makesScrollView(isWindow: false) {
            let settings = ScrollSettings(for: viewClass)
            for key in ScrollKey.allCases where !key.isListKey || viewClass.isList {
                if let value = settings.value(of: key).flatMap(scrollValueText) { defaults.append("\(key.name): \(value)") }
            }
        }
        let keys =
            viewClass.isControl
            ? "\n\nControls also take `enabled`, `slop` and `sends`."
            : viewClass.makesScrollView(isWindow: false) ? "\n\nScroll views also take the scroll keys above." : ""
        return "**\(viewClass.rawValue)**: \(does)\n\nDefaults: " + defaults.joined(separator: ", ") + "." + keys
    }

    /// A default scroll value as a scene writes it, or nil for one not worth showing.
    private static func scrollValueText(_ value: KeyValue) -> String? {
        switch value {
        case .flag(let flag): return flag ? "yes" : "no"
        case .number(let number): return NumberFormatting.decimal(number)
        case .duration(let duration): return NumberFormatting.decimal(Double(duration) / 1_000_000)
        case .rate(let rate): return rate.rawValue
        case .dismissMode(let mode): return mode.rawValue
        case .answer(.default): return "default"
        case .answer(.yes): return "yes"
        case .answer(.no): return "no"
        case .answer(.listed), .pair, .insets: return nil
        case .alpha, .point, .rect, .count, .directions, .recognizers, .hitTest, .receive, .begin: return nil
        }
    }

    /// What a scroll view's built-in recognizer is: `view` names the scroll view (nil when
    /// the text declares no scroll view of that name).
    static func builtInHover(_ name: String, _ builtIn: BuiltInRecognizer, view: TextTree.Node?) -> String {
        let scrollView = name.dropLast(builtIn.rawValue.count + 1)
        guard let view, view.isScrollView else {
            return "**\(name)**: '\(scrollView)' is not a scroll view here; only a scroll view has the built-in recognizers "
                + "NAME.pan and NAME.delay (V19)."
        }
        let what: String
        switch builtIn {
        case .pan:
            what =
                "The built-in pan recognizer of the scroll view \(scrollView) (UIScrollView's panGestureRecognizer): "
                + "it begins once a finger moves `hysteresis` points along a scrollable axis, then scrolls (SP1, SP2); "
                + "its requires-failure-of is the scroll view's `pan-requires-failure-of`."
        case .delay:
            what =
                "The built-in delay recognizer of the scroll view \(scrollView): while `delays-content-touches` is yes it "
                + "holds the content's touch-down for `touch-delay` (SD1, SD2)."
        }
        return "**\(name)**: \(what)\n\nName it in `requires-failure-of` and `simultaneous-with`; "
            + "`set \(name) enabled no` turns it off."
    }
}
