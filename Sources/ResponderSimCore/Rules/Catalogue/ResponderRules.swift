extension Rule {
    /// RC, RF, RA, RK, RM, RE: the first responder, actions, presses and keys, motion and remote
    /// control, the edit menu, and the chain they all travel.
    static let responderRules: [Rule] = chainRules + firstResponderRules + actionRules + keyRules + motionAndMenuRules

    static let chainRules: [Rule] = [
        Rule(
            .rc1, .doc, "A presented controller's next responder is its presenter",
            statement: """
                A controller with presented-by: P passes what it does not handle to P, not to its \
                root view's superview. The link holds for the whole run, also after a remove (the \
                simulator does not model dismissal). Every other next responder is C1's.
                """,
            source: "Apple: Using responders and the responder chain (a presented controller's next responder)."),
        Rule(
            .rc2, .doc, "A child controller sits in its parent's chain without any key",
            statement: """
                A child controller's root view lies inside the parent's view tree, so C1 alone gives \
                child view → child controller → the superview of that root view → … → the parent \
                controller. Nothing needs to declare the relation.
                """,
            source: "Apple: UIResponder next (a controller returns its view's superview)."),
        Rule(
            .rc3, .doc, "Every call and question follows the chain as it is at that moment",
            statement: """
                Sends, key commands, presses, shakes, remote control and the edit menu read the chain \
                when they happen: a view removed earlier is no longer under its old superview. The \
                application's next responder is the delegate only when the scene declares one.
                """,
            source: "Apple: Using responders and the responder chain."),
        Rule(
            .rc4, .doc, "Presses, motion and remote control travel the chain as touches do",
            statement: """
                C2–C4 hold for press and motion phases, and C3–C4 for remoteControlReceived: a \
                responder handles a call (handles-presses, handles-motion, handles-remote), passes it \
                on (passes-on-…: it sees the call, then forwards it) or forwards it unseen. A call \
                that falls off the end of the chain is unhandled.
                """,
            source: "Apple: UIResponder pressesBegan(_:with:), motionBegan(_:with:) (the default forwards)."),
    ]

    static let firstResponderRules: [Rule] = [
        Rule(
            .rf1, .doc, "Only a responder that can become first responder becomes it",
            statement: """
                can-become-first-responder is no by default and yes for UITextField and UITextView; \
                views, windows and controllers may set it. A window defaults to no.
                """,
            source: "Apple: UIResponder canBecomeFirstResponder (false by default)."),
        Rule(
            .rf2, .doc, "A first responder may refuse to resign",
            statement: "can-resign-first-responder is yes by default; no makes RF4 and RF5 refuse to move the status away.",
            source: "Apple: UIResponder canResignFirstResponder."),
        Rule(
            .rf3, .doc, "Each window has at most one first responder, none at the start",
            statement: """
                A first responder belongs to one window: a view to the window that holds it, a \
                controller to its root view's window. No window has one when a run starts; first \
                responders of windows that are not key receive nothing (RF9).
                """,
            source: "Apple: UIResponder isFirstResponder, becomeFirstResponder()."),
        Rule(
            .rf4, .docChoice, "become: four checks in order, then the old one resigns",
            statement: """
                become N prints, by the first check that applies: 'become N already' (N is its \
                window's first responder); 'become N refused not-in-window' (N has no window); \
                'become N refused cannot-become' (RF1); 'become N refused cannot-resign O' (the \
                window's first responder O will not resign, RF2). Otherwise 'resign O' (if there is \
                one) then 'become N'. Both conditions are checked before anything changes; hidden, \
                alpha, user-interaction and enabled are not read.
                """,
            source:
                "Apple: UIResponder becomeFirstResponder(); the archived Event Handling Guide; Chameleon checks the "
                + "same way. The order of the checks is the simulator's choice."),
        Rule(
            .rf5, .choice, "resign: only the first responder, only when it agrees",
            statement: """
                resign N prints 'resign N refused not-first-responder' when N is no window's first \
                responder, 'resign N refused cannot-resign' when its can-resign-first-responder is \
                no, otherwise 'resign N' and its window has none.
                """,
            source: "Apple: UIResponder resignFirstResponder() (an override may return false)."),
        Rule(
            .rf6, .obsChoice, "Removing a first responder ends its status",
            statement: """
                A remove whose subtree holds a window's first responder (a view of it, or a \
                controller whose root view is in it) prints 'resign N removed' after the step's \
                touch lines, whatever can-resign-first-responder says, so that touchCancel sends \
                made by the removal still start at N. The window then has none.
                """,
            source: "Chameleon resigns views that leave their window, as UIKit does; the order is the simulator's choice."),
        Rule(
            .rf7, .choice, "Nothing else changes first responders",
            statement: """
                Only become (with RF10 and TI1), resign (with TI4), removal and the forced \
                resignation of TI3 change them. A touch elsewhere, hidden, alpha, user-interaction, \
                a set of can-become-first-responder, a new key window or ignoring leaves them as \
                they are.
                """,
            source: "The simulator's choice."),
        Rule(
            .rf8, .docChoice, "The key window: the marked item, else the first; make-key moves it",
            statement: """
                The key window is the windows: item with key-window: yes, otherwise the first item; \
                a single window: is key. make-key W makes W key and prints 'key-window W', also when \
                it was key already. Hiding or fading a window does not change it.
                """,
            source: "Apple: UIWindow makeKey(), UIApplication keyWindow; the default is the simulator's choice."),
        Rule(
            .rf9, .docObs, "Events without a point start at the key window's first responder",
            statement: """
                Keys, presses, shakes and remote control go to the start: the key window's first \
                responder, or the key window itself when it has none. Sends (RA3) and the edit menu \
                (RE1) use the same first responder. First responders of other windows get nothing.
                """,
            source: "Apple: UIWindow (events without a coordinate go to the key window); UIResponder keyCommands."),
        Rule(
            .rf10, .docChoice, "A tap makes a text field first responder; a button never",
            statement: """
                A UITextField that is not first responder attempts become (RF4) when its tracked \
                touch ends inside: its lines follow the touchUpInside line and that event's sends, \
                which therefore still search from the first responder as it was. A field that is \
                already first responder prints nothing. Tapping a UIButton or UIControl never makes \
                it first responder.
                """,
            source: "The archived Event Handling Guide (a text field becomes first responder when tapped, a button does not)."),
    ]

    static let actionRules: [Rule] = [
        Rule(
            .ra1, .docChoice, "A responder can perform an action it implements and does not refuse",
            statement: """
                R can perform A when A is in its actions and not in its cannot-perform \
                (canPerformAction answering no). Each responder answers for itself; the walk up the \
                chain is RA2's.
                """,
            source: "Apple: UIResponder canPerformAction(_:withSender:), target(forAction:withSender:)."),
        Rule(
            .ra2, .doc, "The search asks each responder in turn; the first yes is the target",
            statement: """
                A search for A from R prints one 'ask' line per responder of the chain from R: yes \
                (it can perform A), refused (A is in its cannot-perform) or no (A is not in its \
                actions). The first yes ends the search; a refused never does. Past the end of the \
                chain there is no target.
                """,
            source: "Apple: UIResponder target(forAction:withSender:); UIMenuController."),
        Rule(
            .ra3, .docObs, "A nil-targeted send starts at the first responder, else the sender, else the key window",
            statement: """
                A send with a named target performs there at once, without asking it. A send with a \
                nil target searches once, from (a) the key window's first responder if it has one, \
                otherwise (b) the sender if there is one, otherwise (c) the key window. When the \
                first responder's chain has no target, the sender's chain is not tried.
                """,
            source:
                "Apple: UIApplication sendAction(_:to:from:for:) (nil goes to the first responder); published "
                + "observations for the sender when there is no first responder; case (c) is the simulator's choice."),
        Rule(
            .ra4, .doc, "A send prints send, its asks, then perform or no-target",
            statement: """
                'send A S T' (S is - without a sender, T is nil without a target), then the search's \
                ask lines, then 'perform R A' or 'no-target A' (the send returns false). The action \
                runs once, on the target only, and changes nothing in the scene.
                """,
            source: "Apple: UIApplication sendAction(_:to:from:for:)."),
        Rule(
            .ra5, .docChoice, "Control events send the control's actions",
            statement: """
                Each control line is followed at once by one send per sends: item of that control \
                for that event, in list order, with the control as sender. A recognizer's action is \
                never a send: its target is explicit and it prints no send, ask or perform line.
                """,
            source: "Apple: UIControl addTarget(_:action:for:) (a nil target searches the responder chain)."),
        Rule(
            .ra6, .doc, "The action line is a send from code",
            statement: """
                action A [from S] [to T] sends A with sender S (none when absent) and target T (nil \
                when absent): a menu command, a bar item, or code calling UIApplication.sendAction.
                """,
            source: "Apple: UIApplication sendAction(_:to:from:for:)."),
        Rule(
            .ra7, .choice, "A send needs no window",
            statement: """
                A removed control's touchCancel still sends, and a search from it (RA3 b) climbs the \
                chain as it is after the removal.
                """,
            source: "The simulator's choice."),
        Rule(
            .ra8, .docChoice, "Ignoring interaction concerns touches only",
            statement: """
                ignore begin/end does not affect sends, keys, presses, motion, remote control or the \
                first responder.
                """,
            source: "Apple: UIApplication isIgnoringInteractionEvents (touch events)."),
        Rule(
            .ra9, .doc, "An explicit target performs without being asked",
            statement: """
                A send to a named target performs there even when its cannot-perform lists the \
                action. The scene checks make sure the target implements it.
                """,
            source: "Apple: UIControl sendAction(_:to:for:) (a valid target is called directly)."),
    ]

    static let keyRules: [Rule] = [
        Rule(
            .rk1, .doc, "Press phases travel the chain like touch phases",
            statement: """
                pressesBegan, pressesChanged, pressesEnded and pressesCancelled: a phase in \
                handles-presses stops the chain, one in passes-on-presses is seen and forwarded, any \
                other is forwarded (UIResponder's default).
                """,
            source: "Apple: UIResponder pressesBegan(_:with:) (the default forwards up the chain)."),
        Rule(
            .rk2, .docChoice, "A press stays with the responder that got its began",
            statement: """
                A press is bound at its began to the start of that moment (RF9); its later phases \
                start there, even after the first responder changed or that responder left its \
                window.
                """,
            source: "Apple: UIPress responder (the first responder when the press was first dispatched)."),
        Rule(
            .rk3, .doc, "press KIND PHASE is one call",
            statement: "One call of that phase for a press of that kind (select, menu, play-pause, arrows, page up and down).",
            source: "Apple: UIPress.PressType."),
        Rule(
            .rk4, .docChoice, "A keystroke: text input first, then the winning key command, then presses",
            statement: """
                key SPEC from the start S: (1) if S is a text input, SPEC has no ctrl or cmd and the \
                winning command lacks priority, skip to presses; (2) if a key command wins (RK5), \
                search for its action (RK6) and stop when it finds a target; (3) pressesBegan then \
                pressesEnded from S, the bracket holding SPEC.
                """,
            source: "Apple: UIKeyCommand, Handling key presses made on a physical keyboard; the order of steps is the simulator's choice."),
        Rule(
            .rk5, .docObs, "Of matching key commands, the one farthest up the chain wins",
            statement: """
                Key commands are gathered along the chain from the start; among those whose key \
                equals SPEC, the one of the responder farthest from the start wins. Commands of \
                responders outside that chain never count.
                """,
            source: "Apple: UIResponder keyCommands; published observations of clashes between levels."),
        Rule(
            .rk6, .docChoice, "The winning command searches for its action from the start",
            statement: """
                'command SPEC A D' (D declares it), then a search for A from the start with its ask \
                lines and perform or no-target. Without a target the keystroke goes on to presses.
                """,
            source: "Apple: UIKeyCommand (the action is looked up along the responder chain)."),
        Rule(
            .rk7, .doc, "Text input takes plain keys before key commands",
            statement: """
                While a text input is first responder, a keystroke without ctrl or cmd is typed, not \
                matched against key commands, unless the winning command has priority: yes.
                """,
            source: "Apple: UIKeyCommand wantsPriorityOverSystemBehavior."),
        Rule(
            .rk8, .choice, "A first-responder text input types plain keystrokes",
            statement: """
                The press code of a text input that is its window's first responder handles the \
                pressesBegan and pressesEnded of a keystroke without ctrl and cmd, and forwards every \
                other call. It runs for a phase not in handles-presses, after the override for a \
                phase in passes-on-presses; the call is forwarded at most once.
                """,
            source: "The simulator's choice, as UIControl's code runs under a control's overrides (U13)."),
        Rule(
            .rk9, .docChoice, "cancel also cancels the presses that are down",
            statement: """
                After its touch lines, cancel sends pressesCancelled for every press that is down \
                and not yet cancelled, in the order of their began lines, each from its bound \
                responder. Later lines of a cancelled press are accepted and do nothing.
                """,
            source: "Apple: UIResponder pressesCancelled(_:with:) (a system event cancels a press)."),
    ]

    static let motionAndMenuRules: [Rule] = [
        Rule(
            .rm1, .doc, "A shake is motionBegan then motionEnded from the start",
            statement: """
                shake began, shake ended and shake cancelled are one call each of motionBegan, \
                motionEnded, motionCancelled ([shake]) from the start, handled by handles-motion or \
                passed on by passes-on-motion; shake alone is began then ended in one step.
                """,
            source: "Apple: UIResponder motionBegan(_:with:) (delivered to the first responder, then up the chain)."),
        Rule(
            .rm2, .choice, "Motion calls are not bound",
            statement: "Each motion call starts at the start of its own moment; only presses are bound (RK2).",
            source: "The simulator's choice: UIKit documents a bound responder for presses only."),
        Rule(
            .rm3, .docChoice, "cancel, or removing the shake's handler, cancels a shake",
            statement: """
                A shake in progress is cancelled by cancel (a motionCancelled from the start, after \
                the presses of RK9) and by a remove that takes out the responder that handled its \
                motionBegan (it gets motionCancelled, up its chain as it is after the removal). A \
                shake whose began nobody handled is cancelled by cancel only. Later lines of a \
                cancelled shake do nothing.
                """,
            source: "Apple: UIResponder motionCancelled(_:with:) (an interruption, or the handling view leaving its window)."),
        Rule(
            .rm4, .doc, "Remote control needs beginReceivingRemoteControlEvents",
            statement: """
                With receives-remote-control: yes on the application, remote SUBTYPE is one \
                remoteControlReceived call from the start, handled by a responder with \
                handles-remote: yes. Otherwise nothing is delivered: 'remote SUBTYPE not-receiving'.
                """,
            source: "Apple: UIResponder remoteControlReceived(with:), UIApplication beginReceivingRemoteControlEvents()."),
        Rule(
            .re1, .docObs, "The edit menu validates its actions from the key window's first responder",
            statement: """
                menu validates cut, copy, paste, select, selectAll and delete in that order; menu A B \
                … validates those actions. Without a first responder in the key window it prints \
                'menu none no-first-responder'.
                """,
            source: "Apple: UIMenuController, UIResponderStandardEditActions; reports that the menu needs a first responder."),
        Rule(
            .re2, .doc, "An item shows when the chain can perform it",
            statement: """
                For each action, a search (RA2) from the key window's first responder, printed \
                without ask lines: a target R shows the item, 'menu A R'. When no item shows: 'menu \
                none no-items'.
                """,
            source: "Apple: UIResponder canPerformAction(_:withSender:) (no responder answering yes disables the command)."),
        Rule(
            .re3, .choice, "The menu changes nothing; choosing an item is an action line",
            statement: "menu only validates. Tapping an item is a following action A, which starts at the same first responder.",
            source: "The simulator's choice."),
    ]
}
