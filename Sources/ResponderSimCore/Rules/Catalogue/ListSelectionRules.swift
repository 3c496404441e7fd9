extension Rule {
    /// TS1–TS10: how a table or collection view highlights and selects its cells, and V60–V63,
    /// the static checks of cells and list keys. L is the list (a UITableView or
    /// UICollectionView), C a cell of it.
    static let listSelectionRules: [Rule] = [
        Rule(
            .ts1, .obs, "Selection is the list's own touch code: a call must climb the chain to the list",
            statement: """
                A cell has no touch code of its own: a phase it does not override is forwarded to its \
                list, and the list's own touch methods (the scroll view's code of SV5) highlight and \
                select. So the list hears of a touch only through calls that reach it: a cell, a \
                subview in it or anything in between that handles a phase keeps that call away, and a \
                control in a cell tracks the touch itself (U2), so tapping a button in a row selects \
                nothing. The list's code runs for a phase the list does not override, after the \
                override for a phase in its passes-on, and also while scrolling is off; what happens \
                to the call afterwards is SV5's business.
                """,
            source:
                "Published UIKit stack traces: UITableViewCell's touch methods forward to UITableView's, "
                + "which highlights and later selects; a UI-test recorder that captures taps on rows by "
                + "swizzling the same methods."),
        Rule(
            .ts2, .choice, "The list tracks one touch in one cell at a time",
            statement: """
                When a began call reaches the list's code while it tracks nothing and allows-selection \
                is yes, the list takes the call's first touch (in creation order) whose hit-test view \
                is a cell C of the list or lies inside one, and tracks that touch and C. A touch on the \
                list itself or outside every cell is not tracked, and with allows-selection: no \
                nothing is. Calls of other touches are ignored by this code. allows-selection is read \
                at the began only.
                """,
            source:
                "Apple: UITableView allowsSelection; a published decompilation of UICollectionView's touch "
                + "methods (one current touch). Highlighting nothing when selection is off is the simulator's choice."),
        Rule(
            .ts3, .docObs, "Highlight at the began the list hears, unless should-highlight says no",
            statement: """
                At the began that starts the tracking, the list asks should-highlight for C. No: the \
                line is cell L C refused should-highlight and the tracking ends at once, so the lift \
                selects nothing either. Yes: cell L C highlighted. Since a scroll view's delay holds \
                the began (SD2), the list hears of it 0.15 s after the touch-down, or at the lift for a \
                quick tap: that is why a row highlights late.
                """,
            source:
                "Apple: the delegates' shouldHighlight and didHighlight methods; the article on the "
                + "appearance of selected and highlighted cells; stack traces of a released began "
                + "highlighting; issue threads of projects where a no to shouldHighlight also stopped the selection."),
        Rule(
            .ts4, .choice, "A lift outside the cell unhighlights and selects nothing",
            statement: """
                At the ended call of the tracked touch, the lift location is taken in C's bounds \
                coordinates (H11); when it is outside C's bounds rectangle (half-open, hit-insets not \
                applied) the line is cell L C unhighlighted and nothing is selected, not even the cell \
                under the finger. Moving the finger never unhighlights.
                """,
            source:
                "A published decompilation of UICollectionView's touchesEnded (no selection when the cell "
                + "does not contain the lift); tables are taken to do the same."),
        Rule(
            .ts5, .docObs, "Selection: should-select, unhighlight, then select; a table after the event",
            statement: """
                When the tracked touch lifts inside C (TS4), the list selects, as one block: \
                should-select no gives cell L C refused \
                should-select, then cell L C unhighlighted, and nothing else. Yes gives cell L C \
                unhighlighted, then: with allows-multiple-selection yes, deselected when C was \
                selected and selected when it was not; with it no, deselected for every other \
                selected cell of L in list order, then selected for C (also when C was selected \
                already). A UICollectionView prints the block right after the delivery line of the \
                ended call; a UITableView prints it as the last lines of the step, after every other \
                line, one block per list in the order their ended calls came. Either way the \
                tracking ends. should-select and allows-multiple-selection are read when the block runs.
                """,
            source:
                "Apple: willSelectRowAt (return nil to refuse), shouldSelectItemAt, didUnhighlight, "
                + "didSelect and didDeselect; crash traces that always show didSelectRowAt run after the "
                + "event, and didSelectItemAt inside the collection view's touchesEnded."),
        Rule(
            .ts6, .docObs, "A cancelled touch unhighlights: no selection",
            statement: """
                A cancelled call of the tracked touch that reaches the list's code gives cell L C \
                unhighlighted and ends the tracking. This is a scroll that starts after the highlight \
                (SP4), and a recognizer that cancels touches taking the touch (G16): a tap recognizer \
                on the table or above it stops every row from being selected. When a held began was \
                thrown away instead (G16, SP4), the list never heard of the touch and no cell line \
                prints at all. With cancels-touches: no the recognizer takes nothing (G22), so the \
                list hears every call and selects as usual.
                """,
            source:
                "Apple: cancelsTouchesInView; questions and answers on a tap recognizer that stops "
                + "didSelectRowAt, fixed by cancelsTouchesInView = false."),
        Rule(
            .ts7, .choice, "A tracking that loses its touch silently ends at the step's end",
            statement: """
                When the tracked touch stops being live for the views without an ended or cancelled \
                call reaching the list's code (a cell that handles ended, a skipped event, a removal's \
                cancellation that travels another chain), or C leaves L, the tracking ends at the end \
                of that step with no line: C stays highlighted, as it does on a device when an \
                override swallows touchesEnded. The next began starts afresh.
                """,
            source: "The simulator's choice, following what a cell that swallows touchesEnded shows on a device."),
        Rule(
            .ts8, .doc, "Selected cells: as written, then changed by selection and by set",
            statement: """
                A cell starts with the selected value the scene writes. Selections (TS5) change it, \
                and so does set CELL selected yes|no, like selectRow(at:) and deselectRow(at:): no \
                delegate question and no line; selecting a cell that way in a list without multiple \
                selection deselects the others silently. Setting allows-multiple-selection to no leaves \
                the selected cells as they are until the next selection.
                """,
            source: "Apple: selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) send no delegate messages."),
        Rule(
            .ts9, .choice, "Each list key is read when its rule runs",
            statement: """
                allows-selection is read at the began (TS2), should-highlight at the highlight (TS3), \
                should-select and allows-multiple-selection when the selection block runs (TS5; for a \
                table at the end of the step). A set between a touch's began and its lift therefore \
                changes that touch's selection, except allows-selection: no, which only stops the next \
                began.
                """,
            source: "The simulator's choice."),
        Rule(
            .ts10, .doc, "With the other rules",
            statement: """
                A quick tap selects in the step of its lift: the delay fails (SD5) and releases the \
                began, the list highlights, and the step's ended selects. A tap recognizer on the cell \
                or inside it is deeper than the list's built-in recognizers and wins as any deeper \
                recognizer does (G12, G16). Requirements and simultaneity decide which recognizer \
                takes a touch and so whether the list hears of it; the list itself asks nothing of \
                recognizers.
                """,
            source: "Apple: UIScrollView delaysContentTouches; UIGestureRecognizer cancelsTouchesInView."),
        Rule(
            .v60, .check, "A cell sits directly in a list of its kind",
            statement: """
                A view of class UITableViewCell must be a direct subview of a UITableView, one of class \
                UICollectionViewCell of a UICollectionView, and neither class may be written on a \
                window. Reported at the class value.
                """,
            source: "The scene language."),
        Rule(
            .v61, .check, "List keys only on lists, selected only on cells",
            statement: """
                allows-selection, allows-multiple-selection, should-highlight and should-select are \
                written only on a UITableView or UICollectionView; selected only on a cell. Reported \
                at the key.
                """,
            source: "The scene language."),
        Rule(
            .v62, .check, "List key values",
            statement: """
                allows-selection, allows-multiple-selection and selected are yes or no. \
                should-highlight and should-select are yes, no, or a non-empty flow list of cells of \
                this list, each once. Reported at the value, the element, or the [ of an empty list.
                """,
            source: "The scene language."),
        Rule(
            .v63, .check, "One selected cell without multiple selection",
            statement: """
                A list with allows-multiple-selection: no starts with at most one cell written \
                selected: yes. Reported at the second such value in file order.
                """,
            source: "The scene language."),
    ]
}
