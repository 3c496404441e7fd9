extension TypedKeyRecord {
    /// Why no key command was consulted, in words (RK4 step 1, RK7): the text trace's line
    /// under a keystroke that a text input took first.
    package func sentence(_ scene: Scene) -> String {
        let field = scene.name(of: textInput)
        let commands =
            passedOver.map { "\(scene.name(of: $0.declarer))'s command \(key) (\($0.action)) is not consulted" }
            ?? "no key command is consulted"
        return "key \(key) goes to the text system first: \(field) is a text input and the first responder, "
            + "the key has no ctrl or cmd, so \(commands) (RK7)"
    }
}
