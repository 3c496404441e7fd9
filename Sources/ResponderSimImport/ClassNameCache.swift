import ResponderSimCore

/// The class names met in a dump, found again by their bytes without building a string:
/// a dump of 100,000 views names a few dozen classes, so each name's string, stem and
/// table entry are made once.
struct ClassNameCache {
    /// What the importer needs of a class name.
    struct Known {
        var name: String
        /// The name's stem (its class name without a module or a leading underscore).
        var stem: String
        /// The class table's entry for the name itself (without a base class).
        var entry: DumpClassTable.Entry
    }

    private var known: [Known] = []
    /// Each name's bytes, mapped to its index in `known`.
    private var table = ByteKeyTable()

    /// The class named by the bytes `range`.
    mutating func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Known {
        let key = UnsafeBufferPointer(rebasing: bytes[range])
        let hash = ByteKeyTable.hash(key)
        if let index = table.find(key, hash: hash) { return known[index] }
        var name = String(decoding: key, as: UTF8.self)
        // A Markdown-escaped name (`\_UILayoutGuide`) without its backslashes.
        if name.contains("\\") { name = name.replacingOccurrences(of: "\\", with: "") }
        let entry = DumpClassTable.entry(className: DumpClassTable.withoutModule(name), baseClass: nil)
        let new = Known(name: name, stem: ImportedText.stem(name), entry: entry)
        table.insert(key, hash: hash, at: known.count)
        known.append(new)
        return new
    }
}
