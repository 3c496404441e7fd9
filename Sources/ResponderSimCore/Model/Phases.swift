/// The four touch phases a responder method is called for, in the order of P3.
public enum TouchPhase: Int, CaseIterable, Hashable, Sendable, Comparable {
    case began, moved, ended, cancelled

    /// The name used in scene files and traces: `began`, `moved`, `ended`, `cancelled`.
    public var name: String { nameLiteral.description }

    /// ``name`` as a literal, for writers that append bytes.
    var nameLiteral: StaticString {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    /// The UIResponder method for this phase, such as `touchesBegan`.
    public var methodName: String { methodNameLiteral.description }

    /// ``methodName`` as a literal, for writers that append bytes.
    var methodNameLiteral: StaticString {
        switch self {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }

    /// Parses a phase name as written in scenes.
    package init?(name: String) {
        switch name {
        case "began": self = .began
        case "moved": self = .moved
        case "ended": self = .ended
        case "cancelled": self = .cancelled
        default: return nil
        }
    }

    public static func < (lhs: TouchPhase, rhs: TouchPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A set of phases (`handles`, `passes-on`).
package struct PhaseSet: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The set holding one phase.
    package init(_ phase: TouchPhase) { self.rawValue = 1 << UInt8(phase.rawValue) }

    /// The set holding `began` only.
    package static let began = PhaseSet(.began)
    /// The set holding `moved` only.
    package static let moved = PhaseSet(.moved)
    /// The set holding `ended` only.
    package static let ended = PhaseSet(.ended)
    /// The set holding `cancelled` only.
    package static let cancelled = PhaseSet(.cancelled)
    /// All four phases (`all` in scene files).
    package static let all: PhaseSet = [.began, .moved, .ended, .cancelled]

    /// Whether the set holds `phase`.
    @inline(__always)
    package func contains(_ phase: TouchPhase) -> Bool { rawValue & (1 << UInt8(phase.rawValue)) != 0 }

    /// The phases in P3 order.
    package var phases: [TouchPhase] { TouchPhase.allCases.filter { contains($0) } }
}

/// How a responder treats the calls of each phase: `handles` stops the chain, `passes-on`
/// sees the call and forwards it, any other phase is forwarded unseen (UIResponder's default).
public struct Handling: Hashable, Sendable {
    /// Phases whose method is overridden without calling super.
    package var handles: PhaseSet
    /// Phases whose method is overridden and calls super.
    package var passesOn: PhaseSet
    /// Creates a handling that handles `handles` and passes on `passesOn`.
    package init(handles: PhaseSet = [], passesOn: PhaseSet = []) {
        self.handles = handles
        self.passesOn = passesOn
    }
    /// Forwards every phase (no overrides).
    package static let none = Handling()
}
