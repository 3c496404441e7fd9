/// The families of messages that travel the responder chain (RC4): touch phases, press
/// phases, motion phases and remote-control events. Every call record names its family; the
/// chain walker routes them all the same way (C2–C4).
public enum MessageFamily: String, Sendable, CaseIterable {
    case touches, presses, motion, remote
}

/// The phases of a press (`pressesBegan` … `pressesCancelled`, RK1).
public enum PressPhase: Int, CaseIterable, Hashable, Sendable {
    case began, changed, ended, cancelled

    /// The name used in scene files: `began`, `changed`, `ended`, `cancelled`.
    package var name: String {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    /// Parses a phase name as written in scenes.
    package init?(name: String) {
        guard let phase = PressPhase.allCases.first(where: { $0.name == name }) else { return nil }
        self = phase
    }
}

/// The phases of a motion event (`motionBegan`, `motionEnded`, `motionCancelled`, RM1).
public enum MotionPhase: Int, CaseIterable, Hashable, Sendable {
    case began, ended, cancelled

    /// The name used in scene files: `began`, `ended`, `cancelled`.
    package var name: String {
        switch self {
        case .began: "began"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    /// Parses a phase name as written in scenes.
    package init?(name: String) {
        guard let phase = MotionPhase.allCases.first(where: { $0.name == name }) else { return nil }
        self = phase
    }
}

/// A message other than a touch call: one phase of a press or a motion event, or a
/// remote-control event. A touch call's message is its ``TouchPhase``.
public enum ChainMessage: Hashable, Sendable {
    case press(PressPhase)
    case motion(MotionPhase)
    case remote

    /// Its family.
    public var family: MessageFamily {
        switch self {
        case .press: .presses
        case .motion: .motion
        case .remote: .remote
        }
    }

    /// The UIResponder method: `pressesBegan`, `motionEnded`, `remoteControlReceived`.
    public var methodName: String { methodNameLiteral.description }

    /// ``methodName`` as a literal, for writers that append bytes.
    var methodNameLiteral: StaticString {
        switch self {
        case .press(.began): "pressesBegan"
        case .press(.changed): "pressesChanged"
        case .press(.ended): "pressesEnded"
        case .press(.cancelled): "pressesCancelled"
        case .motion(.began): "motionBegan"
        case .motion(.ended): "motionEnded"
        case .motion(.cancelled): "motionCancelled"
        case .remote: "remoteControlReceived"
        }
    }
}

/// Which phases of one family a responder overrides: `handles-X` stops the chain,
/// `passes-on-X` sees the call and forwards it, other phases are forwarded unseen (RK1, RM1).
/// Bits are the phases' raw values.
package struct MessageHandling: Hashable, Sendable {
    /// Phases overridden without calling super, as bits of their raw values.
    package var handles: UInt8 = 0
    /// Phases overridden with a call to super, as bits of their raw values.
    package var passesOn: UInt8 = 0
    package init(handles: UInt8 = 0, passesOn: UInt8 = 0) {
        self.handles = handles
        self.passesOn = passesOn
    }

    /// Whether a phase (its raw value) is overridden without a call to super.
    package func handles(_ raw: Int) -> Bool { handles & (1 << UInt8(raw)) != 0 }
}

/// A control's target–action pair for one control event (`sends:`, RA5).
package struct ActionPair: Hashable, Sendable {
    /// The control event that sends it.
    package var event: ControlEvent
    /// The action's name (`save` stands for `save:`).
    package var action: String
    /// The explicit target; nil for a nil-targeted action (RA3).
    package var target: Responder?
}

/// A key command (`key-commands:`, RK5).
package struct KeyCommand: Hashable, Sendable {
    /// Its key spec, as written (`cmd+s`).
    package var key: String
    /// The action it sends.
    package var action: String
    /// `wantsPriorityOverSystemBehavior` (RK7).
    package var priority: Bool
}

/// What a responder declares for this chapter's messages (first responder, actions, keys,
/// presses, motion, remote control). Defaults are UIResponder's; ``ViewClass`` sets the
/// first-responder and text-input defaults of text fields and text views (RF1).
public struct ResponderTraits: Hashable, Sendable {
    /// `can-become-first-responder` (RF1).
    package var canBecomeFirstResponder = false
    /// `can-resign-first-responder` (RF2).
    package var canResignFirstResponder = true
    /// `text-input`: adopts UIKeyInput (RK7, RK8).
    package var isTextInput = false
    /// `actions`: the action methods it implements (RA1).
    package var actions: [String] = []
    /// `cannot-perform`: actions for which `canPerformAction` answers no (RA1).
    package var cannotPerform: [String] = []
    /// `key-commands` (RK5).
    package var keyCommands: [KeyCommand] = []
    /// `handles-presses` / `passes-on-presses` (RK1).
    package var presses = MessageHandling()
    /// `handles-motion` / `passes-on-motion` (RM1).
    package var motion = MessageHandling()
    /// `handles-remote` (RM4).
    package var handlesRemote = false
    /// `sends:` of a control (RA5).
    package var sends: [ActionPair] = []
    /// `presented-by` of a controller (RC1).
    package var presentedBy: ControllerID?

    package init() {}

    /// The defaults of a view of `viewClass` (a window brings none).
    package init(for viewClass: ViewClass, isWindow: Bool) {
        if !isWindow && viewClass.isTextInputClass {
            canBecomeFirstResponder = true
            isTextInput = true
        }
    }

    /// Whether the responder overrides the message's method without calling super
    /// (`handles-presses`, `handles-motion`, `handles-remote`: RK1, RM1, RM4).
    package func handles(_ message: ChainMessage) -> Bool {
        switch message {
        case .press(let phase): presses.handles(phase.rawValue)
        case .motion(let phase): motion.handles(phase.rawValue)
        case .remote: handlesRemote
        }
    }

    /// Sets a boolean key (`can-become-first-responder`, `can-resign-first-responder`,
    /// `text-input`, `handles-remote`); other keys are left alone.
    package mutating func set(_ key: ChainKey, _ flag: Bool) {
        switch key {
        case .canBecomeFirstResponder: canBecomeFirstResponder = flag
        case .canResignFirstResponder: canResignFirstResponder = flag
        case .textInput: isTextInput = flag
        case .handlesRemote: handlesRemote = flag
        default: break
        }
    }

    /// Sets a phase-list key (`handles-presses` … `passes-on-motion`) to `bits`; other keys are
    /// left alone.
    package mutating func set(_ key: ChainKey, phases bits: UInt8) {
        switch key {
        case .handlesPresses: presses.handles = bits
        case .passesOnPresses: presses.passesOn = bits
        case .handlesMotion: motion.handles = bits
        case .passesOnMotion: motion.passesOn = bits
        default: break
        }
    }

    /// The handling of the family a phase-list key belongs to (presses or motion).
    package func handling(for key: ChainKey) -> MessageHandling {
        key == .handlesMotion || key == .passesOnMotion ? motion : presses
    }

}

/// The control events a control sends (Scenes/README.md, Gesture recognizers).
public enum ControlEvent: String, CaseIterable, Sendable, Hashable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside,
        touchUpOutside, touchCancel

    /// The rule that sends it: U2 (down), U3 (drags), U4 (ups), U5 (cancel).
    package var rule: RuleID {
        switch self {
        case .touchDown, .touchDownRepeat: .u2
        case .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit: .u3
        case .touchUpInside, .touchUpOutside: .u4
        case .touchCancel: .u5
        }
    }
}
