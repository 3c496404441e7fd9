/// The class names met in a dump, found again by their bytes without building a string:
/// a dump of 100,000 views names a few dozen classes, so each name's string, stem and
/// table entry are made once.
struct ClassNameCache {
    /// What the importer needs of a class name.
    struct Known {
        var name: String
        /// The name's stem (§4.6).
        var stem: String
        /// The class table's entry for the name itself (without a base class).
        var entry: DumpClassTable.Entry
    }

    private var known: [Known] = []
    private var hashes: [UInt64] = []
    /// Open addressing: an index into `known`, or -1 for an empty slot.
    private var slots = [Int](repeating: -1, count: 64)

    /// The class named by the bytes `range`.
    mutating func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Known {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let candidate = slots[slot]
            if hashes[candidate] == hash && known[candidate].name.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[range])) {
                return known[candidate]
            }
            slot = (slot + 1) & mask
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        let entry = DumpClassTable.entry(className: DumpClassTable.withoutModule(name), baseClass: nil)
        let new = Known(name: name, stem: ImportedText.stem(name), entry: entry)
        slots[slot] = known.count
        known.append(new)
        hashes.append(hash)
        if known.count * 2 > slots.count { grow() }
        return new
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }
}
