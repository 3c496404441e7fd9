/// A responder: a view or window, a view controller, the application or the app delegate.
public enum Responder: Hashable, Sendable {
    case view(ViewID)
    case controller(ControllerID)
    case application
    case delegate
}

/// The role a responder plays, as printed in traces.
public enum ResponderRole: String, Sendable {
    case view, window, controller, application, delegate
}

extension Scene {
    /// The responder's name as printed in traces.
    public func name(of responder: Responder) -> String {
        switch responder {
        case .view(let id): views[id.index].name
        case .controller(let id): controllers[id.index].name
        case .application: application.name
        case .delegate: delegate?.name ?? "AppDelegate"
        }
    }

    /// The responder's role as printed in traces.
    public func role(of responder: Responder) -> ResponderRole {
        switch responder {
        case .view(let id): views[id.index].isWindow ? .window : .view
        case .controller: .controller
        case .application: .application
        case .delegate: .delegate
        }
    }
}
