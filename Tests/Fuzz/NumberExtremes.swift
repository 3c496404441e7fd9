// The fuzz target's number-extremes mutator: half the time it takes a scene and replaces
// numbers in it with values at and beyond the limits a scene may use (the smallest double
// written out in digits, 1e-300 in digits, nine nines, -0, the smallest and largest scales,
// a billion); the other half it leaves the input to libFuzzer's own mutations. A number is a
// run of digits with its sign and point, so times, frames, scales, scroll keys and
// recognizer keys all take their turn, and replacing every number of one value at once
// reaches nested views (one scale written on each of thirty views).

@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// Values at and beyond the limits of a scene's numbers.
let extremeNumbers: [[UInt8]] = [
    "0." + String(repeating: "0", count: 323) + "5",  // 5e-324, the smallest double
    "0." + String(repeating: "0", count: 299) + "1",  // 1e-300
    "0.000000000001",  // the smallest scale
    "0.00000000000099",  // just below it
    "-0.000000000001",
    "999999999",  // the largest number with nine digits
    "-999999999",
    "999999999.999999",
    "1000000000",  // beyond the limit
    "100000",
    "-0",
    "0",
    "0.000001",
    "1e-300",  // an exponent, which the loader refuses
    "0." + String(repeating: "0", count: 400) + "1",  // below the smallest double
].map { Array($0.utf8) }

/// A small deterministic generator (SplitMix64), seeded by libFuzzer.
struct MutatorRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(truncatingIfNeeded: next() % UInt64(max(1, bound))) }
}

/// The byte ranges of the numbers in `bytes`: an optional `-`, digits, an optional point and
/// digits, not inside a word (so names such as `t1` or `v2` keep their digits).
func numberRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    var ranges: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
        let start = index
        var cursor = index
        if bytes[cursor] == 0x2D { cursor += 1 }
        guard cursor < bytes.count, isDigit(bytes[cursor]), start == 0 || !isWordByte(bytes[start - 1]) else {
            index += 1
            continue
        }
        while cursor < bytes.count && (isDigit(bytes[cursor]) || bytes[cursor] == 0x2E) { cursor += 1 }
        if cursor == bytes.count || !isWordByte(bytes[cursor]) { ranges.append(start..<cursor) }
        index = cursor
    }
    return ranges
}

/// Replaces one number, or every number equal to it, or every number, by extreme values.
func mutateNumbers(_ bytes: [UInt8], _ random: inout MutatorRandom) -> [UInt8]? {
    let ranges = numberRanges(bytes)
    guard !ranges.isEmpty else { return nil }
    let chosen = ranges[random.below(ranges.count)]
    let original = Array(bytes[chosen])
    let value = extremeNumbers[random.below(extremeNumbers.count)]
    let mode = random.below(4)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 512)
    var last = 0
    for range in ranges {
        let replace: Bool
        switch mode {
        case 0, 1: replace = range == chosen
        case 2: replace = Array(bytes[range]) == original
        default: replace = true
        }
        guard replace else { continue }
        result += bytes[last..<range.lowerBound]
        result += mode == 3 ? extremeNumbers[random.below(extremeNumbers.count)] : value
        last = range.upperBound
    }
    result += bytes[last...]
    return result
}

@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var random = MutatorRandom(state: UInt64(seed))
    if random.below(2) == 0 {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        if let mutated = mutateNumbers(bytes, &random), mutated.count <= maxSize {
            mutated.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                data.update(from: base, count: buffer.count)
            }
            return mutated.count
        }
    }
    return libFuzzerMutate(data, size, maxSize)
}
