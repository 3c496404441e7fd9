/// A key of a scene's node kind (view, recognizer, chain, scroll view), declared once: its
/// name is its case's raw value, and its declaration says what its value must be, what it
/// means and whether a script's `set` may change it. The builder, the script reader, the
/// outline, the editor and the importer's writer read keys through this protocol.
package protocol DeclaredKey: CaseIterable, Hashable, RawRepresentable, Sendable where RawValue == String {
    /// What its value must be, as messages say it (on a recognizer: on a kind that bounds nothing of its own).
    var expectation: String { get }
    /// What the key means, for help texts and the editor.
    var help: String { get }
    /// Whether `set NAME KEY VALUE` may change it.
    var isSettable: Bool { get }
}

extension DeclaredKey {
    /// The key as written in scene files.
    package var name: String { rawValue }

    /// `KEY: ` as a scene file writes it before a value.
    package var written: String { rawValue + ": " }
}

/// A key's declarations made once, in case order, and found by key without rebuilding them
/// (a declaration holds strings and closures: building one per access would cost every
/// scene line that names a key). A lookup compares cases (a few dozen at most), which costs
/// less than hashing a key: a raw-valued enum hashes its name.
package struct KeyTable<Key: DeclaredKey, Declaration: Sendable>: Sendable {
    private let keys: [Key]
    private let declarations: [Declaration]

    /// The declarations `make` gives every key, made now.
    package init(_ make: (Key) -> Declaration) {
        keys = Array(Key.allCases)
        declarations = keys.map(make)
    }

    /// The declaration of `key` (nil never happens: every case is in the table).
    package subscript(_ key: Key) -> Declaration? {
        guard let position = keys.firstIndex(of: key), declarations.indices.contains(position) else { return nil }
        return declarations[position]
    }
}
