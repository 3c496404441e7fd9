/// A responder: a view or window, a view controller, the application or the app delegate.
public enum Responder: Hashable, Sendable {
    case view(ViewID)
    case controller(ControllerID)
    case application
    case delegate
}

/// The role a responder plays, as printed in traces.
package enum ResponderRole: String, Sendable {
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
    package func role(of responder: Responder) -> ResponderRole {
        switch responder {
        case .view(let id): views[id.index].isWindow ? .window : .view
        case .controller: .controller
        case .application: .application
        case .delegate: .delegate
        }
    }
}

extension Scene {
    /// Every responder by name, the first of each name, in the order views (windows
    /// included), controllers, the application, the delegate (names are unique in a valid
    /// scene; V1 reports repeats).
    package var responderList: [(name: String, responder: Responder)] {
        var seen: Set<String> = []
        var list: [(name: String, responder: Responder)] = []
        func add(_ name: String, _ responder: Responder) {
            if seen.insert(name).inserted { list.append((name, responder)) }
        }
        for (index, view) in views.enumerated() { add(view.name, .view(ViewID(index))) }
        for (index, controller) in controllers.enumerated() { add(controller.name, .controller(ControllerID(index))) }
        add(application.name, .application)
        if let delegate { add(delegate.name, .delegate) }
        return list
    }

    /// What a responder declares for the chain beyond touches, as the scene writes it.
    package func traits(of responder: Responder) -> ResponderTraits {
        switch responder {
        case .view(let id): views[id.index].traits
        case .controller(let id): controllers[id.index].traits
        case .application: application.traits
        case .delegate: delegate?.traits ?? ResponderTraits()
        }
    }
}
