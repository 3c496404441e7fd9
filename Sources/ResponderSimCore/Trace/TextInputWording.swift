extension TextWriter {
    /// What made a text-input change, after its line in the text trace (TI1, TI3, TI4); empty
    /// for the chain's own lines.
    static func textInputCause(_ record: FirstResponderRecord, _ scene: Scene) -> String {
        switch record.cause {
        case nil: ""
        case .textViewTap: ": a tap ended on the editable text view"
        case .endEditing(let recognizer):
            ": \(scene.name(of: recognizer))'s action ends editing in \(scene.views[scene.recognizers[recognizer.index].view.index].name), forced"
        case .drag(let scrollView): ": the drag that scrolls \(scene.views[scrollView.index].name) dismisses the keyboard"
        }
    }
}
