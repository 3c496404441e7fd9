/// Names interned straight from bytes: an open-addressing table with FNV-1a hashes, so a
/// script line looks its touch id up (and the importer a class name) without making a
/// `String`. Each name maps to the slot the caller gives; the script reader removes an id
/// when its slot serves a new one.
package struct ByteKeyTable {
    /// Slot of each table position, or -1 when empty.
    private var positions = [Int32](repeating: -1, count: 16)
    /// By slot: the id's bytes and hash.
    private var names: [[UInt8]] = []
    private var hashes: [UInt64] = []
    private var count = 0

    /// An empty table.
    package init() {}

    package static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The slot of the id, if it is in the table.
    package func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let mask = positions.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = Int(positions[position])
            if slot < 0 { return nil }
            if hashes[slot] == hash && equals(names[slot], name) { return slot }
            position = (position + 1) & mask
        }
    }

    private func equals(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == name.count else { return false }
        for index in 0..<name.count where stored[index] != name[index] { return false }
        return true
    }

    /// Adds an id (not already present) for `slot`.
    package mutating func insert(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64, at slot: Int) {
        if slot >= names.count {
            names.append(contentsOf: repeatElement([], count: slot + 1 - names.count))
            hashes.append(contentsOf: repeatElement(0, count: slot + 1 - hashes.count))
        }
        // In the slot's own storage, which a shorter or equal id reuses (callgrind: a new
        // array per id cost an allocation and a release).
        names[slot].removeAll(keepingCapacity: true)
        names[slot].append(contentsOf: name)
        hashes[slot] = hash
        count += 1
        if count * 2 > positions.count {
            let old = positions
            positions = [Int32](repeating: -1, count: positions.count * 2)
            for entry in old where entry >= 0 { place(Int(entry)) }
        }
        place(slot)
    }

    /// Removes the id of `slot`.
    mutating func remove(slot: Int) {
        let mask = positions.count - 1
        var position = Int(truncatingIfNeeded: hashes[slot]) & mask
        while Int(positions[position]) != slot {
            guard positions[position] >= 0 else { return }
            position = (position + 1) & mask
        }
        positions[position] = -1
        count -= 1
        // Move back the entries after it that would no longer be found (linear probing).
        var next = (position + 1) & mask
        while positions[next] >= 0 {
            let entry = Int(positions[next])
            let home = Int(truncatingIfNeeded: hashes[entry]) & mask
            let distanceToHole = (position - home) & mask
            let distanceToHere = (next - home) & mask
            if distanceToHole < distanceToHere {
                positions[position] = positions[next]
                positions[next] = -1
                position = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func place(_ slot: Int) {
        let mask = positions.count - 1
        var position = Int(truncatingIfNeeded: hashes[slot]) & mask
        while positions[position] >= 0 { position = (position + 1) & mask }
        positions[position] = Int32(truncatingIfNeeded: slot)
    }
}
