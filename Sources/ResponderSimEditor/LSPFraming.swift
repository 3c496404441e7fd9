/// The base protocol's framing: `Content-Length: N` headers, a blank line, then N bytes.
///
/// Every byte is looked at a bounded number of times, whatever arrives: a header is at most
/// ``headerLimit`` bytes, a body at most ``bodyLimit``. A broken frame (a header too long,
/// without a length, with a length that is no number, two lengths, or a body that a new header
/// interrupts) is reported once as ``Frame/broken(_:)``; reading then resumes at the next
/// `Content-Length:`, so the well-framed message after a broken one is read as usual.
package struct LSPFraming {
    /// The longest header read: a longer one is broken.
    package static let headerLimit = 65_536
    /// The longest body read (256 MiB): a larger `Content-Length` is broken.
    package static let bodyLimit = 1 << 28

    /// What ``next()`` reads: a message's body, or why the bytes before the next header were
    /// dropped.
    package enum Frame: Equatable, Sendable {
        case message([UInt8])
        case broken(String)
    }

    private var buffer: [UInt8] = []
    /// The first byte not yet consumed.
    private var start = 0
    /// How far the current header has been searched for its blank line.
    private var headerScanned = 0
    /// The body being awaited: where it starts, its length, how far it has been searched for
    /// a header that would interrupt it.
    private var body: (start: Int, length: Int, scanned: Int)?
    /// Whether bytes are being dropped until the next `Content-Length:`.
    private var resynchronising = false
    /// How many bytes the searches have looked at so far (a measure of work, for tests).
    package private(set) var examined = 0

    /// How many bytes are held: a broken header's are dropped as it goes.
    package var heldByteCount: Int { buffer.count - start }

    package init() {}

    /// Adds bytes read from the client.
    package mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// Whether part of a message has arrived and the rest has not: the client is still writing it.
    package var holdsPartialMessage: Bool {
        body != nil || (!resynchronising && start < buffer.count)
    }

    /// The next whole message's body or broken frame, if one has arrived.
    package mutating func next() -> Frame? {
        while true {
            if resynchronising {
                let found = Self.find(contentLength, in: buffer, from: start)
                examined += (found ?? buffer.count) - start
                guard let found else {
                    // Keep only what could be the start of the header being looked for.
                    start = max(start, buffer.count - (contentLength.count - 1))
                    compact()
                    return nil
                }
                start = found
                headerScanned = found
                resynchronising = false
            }
            if let awaited = body {
                switch interruption(of: awaited) {
                case .waiting: return nil
                case .found(let header):
                    body = nil
                    start = header
                    headerScanned = header
                    return .broken("a new header began inside a message's body; its Content-Length is too large")
                case .none:
                    break
                }
                guard buffer.count >= awaited.start + awaited.length else { return nil }
                let bytes = Array(buffer[awaited.start..<(awaited.start + awaited.length)])
                body = nil
                start = awaited.start + awaited.length
                headerScanned = start
                compact()
                return .message(bytes)
            }
            // Line breaks between messages are no header.
            while start < buffer.count && (buffer[start] == 13 || buffer[start] == 10) { start += 1 }
            headerScanned = max(headerScanned, start)
            let limit = min(buffer.count, start + Self.headerLimit + 4)
            var end: Int?
            let from = max(start, headerScanned - 3)
            var index = from
            while index + 4 <= limit {
                if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
                    end = index
                    break
                }
                index += 1
            }
            examined += index - from
            guard let end else {
                headerScanned = limit
                guard buffer.count - start >= Self.headerLimit + 4 else {
                    compact()
                    return nil
                }
                return broken("a header longer than \(Self.headerLimit) bytes")
            }
            switch Self.length(inHeader: buffer[start..<end]) {
            case .success(let length):
                body = (end + 4, length, end + 4)
            case .failure(let problem):
                return broken(problem.reason)
            }
        }
    }

    /// Reports the frame at ``start`` broken and looks for the next header after its first byte.
    private mutating func broken(_ reason: String) -> Frame {
        start += 1
        resynchronising = true
        return .broken(reason)
    }

    /// Drops the consumed bytes once they are most of the buffer (each byte moves at most once
    /// on average).
    private mutating func compact() {
        guard start > 4096, start * 2 > buffer.count else { return }
        let shift = start
        buffer.removeFirst(shift)
        start = 0
        headerScanned = max(0, headerScanned - shift)
        if let awaited = body { body = (awaited.start - shift, awaited.length, awaited.scanned - shift) }
    }

    private enum Interruption {
        case none, waiting
        case found(Int)
    }

    /// Whether a header (`Content-Length: N` and a line break, which no JSON text holds) starts
    /// inside the awaited body: then its declared length was too large, and the message that
    /// header frames is read instead of being swallowed.
    private mutating func interruption(of awaited: (start: Int, length: Int, scanned: Int)) -> Interruption {
        let end = min(buffer.count, awaited.start + awaited.length)
        var index = awaited.scanned
        defer {
            examined += index - awaited.scanned
            body?.scanned = index
        }
        while index < end {
            let byte = buffer[index]
            guard byte == 67 || byte == 99 else {
                index += 1
                continue
            }
            switch Self.headerLine(in: buffer, at: index) {
            case .some(true): return .found(index)
            case .some(false): index += 1
            case .none: return .waiting
            }
        }
        return .none
    }

    private let contentLength = Array("content-length:".utf8)

    /// Whether `Content-Length:` (any case), at most 16 blanks, 1 to 10 digits and a carriage
    /// return start at `index`; nil when the bytes that would decide have not arrived.
    private static func headerLine(in bytes: [UInt8], at index: Int) -> Bool? {
        let name = Array("content-length:".utf8)
        var position = index
        for expected in name {
            guard position < bytes.count else { return nil }
            guard lowercased(bytes[position]) == expected else { return false }
            position += 1
        }
        var blanks = 0
        while position < bytes.count && (bytes[position] == 32 || bytes[position] == 9) {
            blanks += 1
            guard blanks <= 16 else { return false }
            position += 1
        }
        var digits = 0
        while position < bytes.count && bytes[position] >= 48 && bytes[position] <= 57 {
            digits += 1
            guard digits <= 10 else { return false }
            position += 1
        }
        guard position < bytes.count else { return nil }
        return digits > 0 && bytes[position] == 13
    }

    /// The first `Content-Length:` (any case) at or after `from`.
    private static func find(_ name: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index + name.count <= bytes.count {
            var offset = 0
            while offset < name.count && lowercased(bytes[index + offset]) == name[offset] { offset += 1 }
            if offset == name.count { return index }
            index += 1
        }
        return nil
    }

    /// An ASCII letter in lower case; any other byte as it is.
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    private struct HeaderProblem: Error { var reason: String }

    /// The `Content-Length` of a header's lines (each `Name: value`), or why there is none.
    private static func length(inHeader header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        var lineStart = header.startIndex
        while lineStart < header.endIndex {
            var lineEnd = lineStart
            while lineEnd < header.endIndex && !(header[lineEnd] == 13 && lineEnd + 1 < header.endIndex && header[lineEnd + 1] == 10) {
                lineEnd += 1
            }
            let line = header[lineStart..<lineEnd]
            lineStart = min(header.endIndex, lineEnd + 2)
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
                !line[..<colon].contains(where: { $0 <= 32 || $0 >= 127 })
            else {
                return .failure(HeaderProblem(reason: "a header line that is not 'Name: value'"))
            }
            guard line[..<colon].map(lowercased) == Array("content-length".utf8) else { continue }
            guard length == nil else { return .failure(HeaderProblem(reason: "a header with two Content-Length lines")) }
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
            var digits = value.prefix { $0 >= 48 && $0 <= 57 }
            let rest = value.dropFirst(digits.count)
            guard !digits.isEmpty, rest.allSatisfy({ $0 == 32 || $0 == 9 }) else {
                return .failure(HeaderProblem(reason: "a Content-Length that is not a number of bytes"))
            }
            digits = digits.drop { $0 == 48 }
            var number = 0
            for digit in digits {
                guard number <= bodyLimit else { break }
                number = number * 10 + Int(digit - 48)
            }
            guard number <= bodyLimit else {
                return .failure(HeaderProblem(reason: "a Content-Length over \(bodyLimit) bytes"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem(reason: "a header without Content-Length")) }
        return .success(length)
    }

    /// A message framed for the client.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
