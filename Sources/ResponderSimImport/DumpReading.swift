import ResponderSimCore

/// Reads a dump line by line into imported views (README.md, Debugging your own app), stopping at the
/// first error in the order the importer checks a line.
struct DumpReading {
    private var cursor: DumpCursor
    private var parser: DescriptionParser
    private var attributes: [DumpAttribute] = []
    private var classNames = ClassNameCache()
    /// Storage reused for each view's ignored entries: their bytes, and where each is.
    private var ignoredBytes: [UInt8] = []
    private var ignoredSpans: [Range<Int>] = []
    /// The entries gathered for the view so far, to leave out repeats in constant time.
    private var ignoredSeen: Set<[UInt8]> = []
    private(set) var views: [ImportedView] = []
    /// Each view's least and greatest scale on screen, its own times its superviews', as the
    /// scene's loader works them out (its `scale-out-of-range` check).
    private var screenScales: [(least: Double, greatest: Double)] = []
    private(set) var warnings: [PendingWarning] = []
    /// The stand-in window's frame when the dump has no window (the stand-in window of the README's import section).
    private(set) var standInFrame: [String]?

    private var baseDepth = 0
    private var previousDepth = 0
    /// The index of the last view at each level (the candidates for a parent).
    private var lastAtLevel: [Int] = []
    private var topLevelCount = 0
    private var firstTopIsWindow = false
    /// The depth of the layer line whose sublayers are being skipped (layer lines).
    private var layerDepth: Int?
    /// The first view's printed frame and where its value is (for the stand-in window).
    private var topFrame: (values: [Double], position: SourcePosition)?

    /// Whether the dump was HTML-escaped: HTML tags at the start of a prefix are wrappers.
    private let tags: Bool
    /// The first skipped line (W-PREFIX) that holds several views one after another, and where
    /// its first two views are: what E-NONE then says.
    private var lostBreaks: LostBreaks?

    init(_ bytes: UnsafeBufferPointer<UInt8>, htmlEscaped: Bool = false) {
        cursor = DumpCursor(bytes)
        tags = htmlEscaped
        parser = DescriptionParser(tags: htmlEscaped)
    }

    private var bytes: UnsafeBufferPointer<UInt8> { cursor.bytes }

    mutating func read() throws(DumpFailure) {
        if let bad = firstInvalidByte() { throw .invalidUTF8(bytes[bad.offset], at: bad) }
        views.reserveCapacity(min(DumpImporter.maxViews, lineCount()))
        while cursor.advance() {
            let start = cursor.start
            let end = cursor.end
            guard let head = DumpLineGrammar.firstHead(bytes, start, end) else {
                if let mark = DumpLineGrammar.elisionMark(bytes, start, end) { warnings.append(.elided(at: cursor.position(mark))) }
                continue
            }
            let depth: Int
            if let prefix = DumpLineGrammar.prefix(bytes, start, head.open, tags: tags) {
                depth = prefix.depth
                if let quoted = prefix.quotedAnnotation { warnings.append(.annotation(at: cursor.position(quoted))) }
                if let word = prefix.wordAnnotation { warnings.append(.annotation(at: cursor.position(word))) }
            } else {
                let className = DescriptionParser.className(bytes, head)
                guard isTreeHeadAfterText(start, head) else {
                    try checkSkipped(className, start, head)
                    warnings.append(.prefix(className, at: cursor.position(head.open)))
                    continue
                }
                depth = DumpLineGrammar.depth(bytes, start, head.open)
                warnings.append(.lead(className, at: cursor.position(head.open)))
            }
            let headPosition = cursor.position(head.open)
            let markdown = markdownEscape(head)
            let isLayer = try parser.parse(head, cursor: &cursor, into: &attributes)
            if let skipped = layerDepth {
                if depth > skipped {
                    if let markdown { warnings.append(.markdown(DescriptionParser.className(bytes, head), at: markdown)) }
                    continue
                }
                layerDepth = nil
            }
            if isLayer {
                if let markdown { warnings.append(.markdown(DescriptionParser.className(bytes, head), at: markdown)) }
                layerDepth = depth
                continue
            }
            try addView(head, at: headPosition, depth: depth, markdown: markdown)
        }
        guard !views.isEmpty else { throw .noView(lostBreaks: lostBreaks) }
        if let topFrame, !views[0].isWindow {
            let (x, y, w, h) = (topFrame.values[0], topFrame.values[1], topFrame.values[2], topFrame.values[3])
            let width = max(0, x + w)
            let height = max(0, y + h)
            guard FixedDecimal.fitsScene(width, decimals: 6), FixedDecimal.fitsScene(height, decimals: 6) else {
                throw .standInFrame(views[0].className, at: topFrame.position)
            }
            standInFrame = ["0", "0", FixedDecimal.string(width, decimals: 6), FixedDecimal.string(height, decimals: 6)]
        }
    }

    /// A line skipped for its prefix (W-PREFIX) after the tree's first view, whose head's
    /// description holds `frame = (` on the line, is E-SKIPPED: the tree would miss a view. Before
    /// the first view, the first skipped line holding several views is noted for E-NONE.
    private mutating func checkSkipped(_ className: String, _ start: Int, _ head: ViewHead) throws(DumpFailure) {
        let end = cursor.end
        guard !views.isEmpty else {
            if lostBreaks == nil, let second = DumpLineGrammar.lostBreak(bytes, after: head, end) {
                lostBreaks = LostBreaks(line: cursor.number, first: className, second: DescriptionParser.className(bytes, second))
            }
            return
        }
        guard Self.holds(bytes, head.end..<end, "frame = (") else { return }
        let text = DumpLineGrammar.unreadText(bytes, start, head.open, tags: tags)
        let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self)
        throw .skipped(className, text: shown, at: cursor.position(head.open))
    }

    /// Where the first `\_` of a Markdown-escaped class name is (W-MARKDOWN), if it has one.
    private func markdownEscape(_ head: ViewHead) -> SourcePosition? {
        for index in head.name where bytes[index] == 0x5C { return cursor.position(index) }
        return nil
    }

    /// Whether the bytes `range` hold `literal`.
    private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard range.count >= count else { return false }
        for index in range.lowerBound...(range.upperBound - count)
        where bytes[index] == literal.utf8Start[0] && ImportedKey.matches(bytes, index..<(index + count), literal) {
            return true
        }
        return false
    }

    /// Whether a head after text that is not a prefix (`Nav bar <UINavigationBar: …>`) is the
    /// first view of the tree that follows: no view was read yet, the text holds no `=`, `;`,
    /// `<` or `>` (text with those is the tail of a cut description), and the next view line
    /// is one level below the caption's line (whose depth its `|` give). A caption pasted from
    /// a blog post or an issue then costs the dump nothing; a log line that merely mentions a
    /// view stays out.
    private func isTreeHeadAfterText(_ start: Int, _ head: ViewHead) -> Bool {
        guard views.isEmpty else { return false }
        for index in start..<head.open {
            let byte = bytes[index]
            if byte == 0x3D || byte == 0x3B || byte == 0x3C || byte == 0x3E { return false }
        }
        let depth = DumpLineGrammar.depth(bytes, start, head.open)
        var next = cursor
        while next.advance() {
            guard let nextHead = DumpLineGrammar.firstHead(bytes, next.start, next.end) else { continue }
            guard let prefix = DumpLineGrammar.prefix(bytes, next.start, nextHead.open, tags: tags) else { return false }
            return prefix.depth == depth + 1
        }
        return false
    }

    /// The number of line feeds in the dump: no more views than that plus one.
    private func lineCount() -> Int {
        var count = 1
        for byte in bytes where byte == 0x0A { count += 1 }
        return count
    }

    /// The position of the dump's first byte that is not UTF-8, if any.
    private func firstInvalidByte() -> SourcePosition? {
        var ascii = true
        for byte in bytes where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii { return nil }
        var lines = cursor
        while lines.advance() {
            let lineEnd = min(lines.end + 1, bytes.count)
            var invalid: Int?
            for index in lines.start..<lineEnd where bytes[index] >= 0x80 {
                invalid = Self.firstInvalidUTF8(bytes, index, lineEnd)
                break
            }
            if let invalid { return lines.position(invalid) }
        }
        return nil
    }

    private static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        let slice = Array(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        return ByteText.firstInvalidUTF8(slice, 0, slice.count).map { $0 + start }
    }

    // MARK: One view

    /// The values of the imported attributes of one description, checked.
    private struct Imported {
        var frame: [Double]?
        var framePosition: SourcePosition?
        var hidden = false
        var alpha: Double?
        var userInteraction: Bool?
        var clips = false
        var contentOffset: [Double]?
        var contentSize: [Double]?
        var contentInset: [Double]?
        var matrix: [Double]?
        var matrixPosition: SourcePosition?
        var baseClass: String?
        var text: String?
        var hasLayer = false
        var layerIsWindowLayer = false
        var hasGestures = false
    }

    private mutating func addView(
        _ head: ViewHead, at headPosition: SourcePosition, depth: Int, markdown: SourcePosition?
    ) throws(DumpFailure) {
        // Where this line's own warnings from its head on start: W-NOSIZE, at the head, goes
        // before the others (its W-ANNOT, left of the head, came before).
        let lineWarnings = warnings.count
        let known = classNames.lookup(bytes, head.name)
        let className = known.name
        if let markdown { warnings.append(.markdown(className, at: markdown)) }
        let values = try importedValues(head, className: className)
        guard let frame = values.frame, let framePosition = values.framePosition else { throw .noFrame(className, at: headPosition) }
        let table =
            values.baseClass.map {
                DumpClassTable.entry(className: DumpClassTable.withoutModule(className), baseClass: DumpClassTable.withoutModule($0))
            } ?? known.entry
        let isWindow = values.layerIsWindowLayer || table.isWindow
        let (level, parent) = try placeInTree(className, isWindow: isWindow, depth: depth, at: headPosition)
        let viewClass: ViewClass =
            isWindow ? .uiWindow : table.tableClass ?? (values.contentOffset != nil ? .uiScrollView : .uiView)

        var frameText = Self.joined(frame)
        var transform: RecoveredTransform?
        var transformDropped = false
        if let matrix = values.matrix, let matrixPosition = values.matrixPosition, !RecoveredTransform.isIdentity(matrix) {
            if level == 0 && isWindow {
                guard values.hidden else { throw .windowTransform(className, at: matrixPosition) }
                warnings.append(.windowTransform(className, at: matrixPosition))
                transformDropped = true
            } else {
                switch RecoveredTransform.recover(box: frame, matrix: matrix) {
                case .failure(.shear): throw .shear(className, at: matrixPosition)
                case .failure(.flat): throw .flat(className, at: matrixPosition)
                case .failure(.box): throw .box(className, at: matrixPosition)
                case .failure(.tooLarge): throw .transformTooLarge(className, at: matrixPosition)
                case .success(let recovered):
                    if let side = recovered.squareSide { warnings.append(.square(className, side: side, at: matrixPosition)) }
                    let inherited = parent.map { screenScales[$0] } ?? (least: 1, greatest: 1)
                    let own = recovered.scaleSizes
                    let range = SceneBuilder.screenScaleRange
                    if !(inherited.least * own.least >= range.least && inherited.greatest * own.greatest <= range.greatest) {
                        throw .nestedScale(className, at: matrixPosition)
                    }
                    frameText = recovered.frame.joined(separator: ", ")
                    transform = recovered.hasBlock ? recovered : nil
                }
            }
        }

        if views.isEmpty { topFrame = (frame, framePosition) }
        // Left out when all numbers are 0 (the import rules say "are", where for `translate` they
        // say "print as"): a float left over from scrolling, such as 1e-13, keeps `[0, 0]`.
        func written(_ numbers: [Double]?) -> String? {
            guard let numbers, numbers.contains(where: { $0 != 0 }) else { return nil }
            return "[" + numbers.map { FixedDecimal.string($0, decimals: 6) }.joined(separator: ", ") + "]"
        }
        let isScrollView = viewClass.makesScrollView(isWindow: isWindow)
        if isScrollView && values.contentSize == nil {
            // Warnings come in the order of their positions: the head's `<` is left of the
            // alpha or transform that may have warned already.
            warnings.insert(.noContentSize(className, at: headPosition), at: lineWarnings)
        }
        let text = values.text.map(ImportedText.decodingEscapes)
        let ignored = ignoredEntries(transformDropped: transformDropped, scrollView: isScrollView)
        if CommentLimits.isShortened(className, limit: CommentLimits.className)
            || values.baseClass.map({ CommentLimits.isShortened($0, limit: CommentLimits.className) }) == true
            || text.map({ CommentLimits.isShortened($0, limit: CommentLimits.text) }) == true
            || CommentLimits.isShortened(ignored, limit: CommentLimits.ignored)
        {
            warnings.insert(.long(className, at: headPosition), at: lineWarnings + (isScrollView && values.contentSize == nil ? 1 : 0))
        }
        let alpha = values.alpha.map { FixedDecimal.string($0, decimals: 6) }
        let interactionByDefault = ViewKey.userInteraction.defaultValue(for: viewClass, isWindow: isWindow)?.flag
        let interaction = values.userInteraction ?? (values.hasLayer ? true : interactionByDefault)
        if let parent { views[parent].hasSubviews = true }
        views.append(
            ImportedView(
                line: headPosition.line, level: level, parent: parent, className: className, stem: known.stem, baseClass: values.baseClass,
                text: text, isWindow: isWindow, viewClass: viewClass, frame: frameText,
                boundsOrigin: isScrollView ? nil : written(values.contentOffset),
                contentOffset: isScrollView ? written(values.contentOffset) : nil,
                contentSize: isScrollView ? written(values.contentSize) : nil,
                contentInset: isScrollView ? written(values.contentInset) : nil,
                transform: transform, hidden: values.hidden, alpha: alpha == "1" ? nil : alpha,
                userInteraction: interaction == interactionByDefault ? nil : interaction, clips: values.clips,
                passthrough: table.isPassthrough,
                ignored: ignored, hasGestures: values.hasGestures))
        let inheritedScales = parent.map { screenScales[$0] } ?? (least: 1, greatest: 1)
        let ownScales = transform?.scaleSizes ?? (least: 1, greatest: 1)
        screenScales.append((inheritedScales.least * ownScales.least, inheritedScales.greatest * ownScales.greatest))
        views[views.count - 1].address = head.address(bytes)
        views[views.count - 1].hasLayer = values.hasLayer
        views[views.count - 1].head = headPosition
    }

    /// Reads and checks the imported attributes in the order of the line (E-TWICE, E-FRAME,
    /// E-VALUE), notes `layer` and `gestureRecognizers`, and warns of an `alpha = nan` (W-NAN).
    private mutating func importedValues(_ head: ViewHead, className: String) throws(DumpFailure) -> Imported {
        var values = Imported()
        var seen: UInt16 = 0
        for attribute in attributes {
            guard let keyRange = attribute.key else { continue }
            let value = attribute.value
            guard let key = ImportedKey.named(bytes, keyRange) else {
                if !values.hasLayer && ImportedKey.matches(bytes, keyRange, "layer") {
                    values.hasLayer = true
                    values.layerIsWindowLayer = value.withText(bytes) { Self.starts($0, $1, with: "<UIWindowLayer") }
                } else if ImportedKey.matches(bytes, keyRange, "gestureRecognizers") {
                    values.hasGestures = true
                }
                continue
            }
            guard seen & (1 << key.rawValue) == 0 else {
                throw .twice(key.name.description, className: DescriptionParser.className(bytes, head), at: attribute.keyPosition)
            }
            seen |= 1 << key.rawValue
            func invalid(_ expected: String) -> DumpFailure {
                .value(key.name.description, value.string(bytes), expected: expected, at: value.position)
            }
            switch key {
            case .frame:
                let frame = value.withText(bytes) { AttributeValues.frame($0, $1) }
                guard let frame, frame[2] >= 0, frame[3] >= 0 else {
                    throw .frame(
                        value.string(bytes), className: DescriptionParser.className(bytes, head), negative: frame != nil,
                        at: value.position)
                }
                guard Self.fitScene(frame) else {
                    throw .frameTooLarge(value.string(bytes), className: DescriptionParser.className(bytes, head), at: value.position)
                }
                values.frame = frame
                values.framePosition = value.position
            case .hidden, .userInteractionEnabled, .clipsToBounds:
                guard let flag = value.withText(bytes, { AttributeValues.bool($0, $1) }) else { throw invalid("YES or NO") }
                switch key {
                case .hidden: values.hidden = flag
                case .clipsToBounds: values.clips = flag
                default: values.userInteraction = flag
                }
            case .alpha:
                if value.withText(bytes, { Self.isNaN($0, $1) }) {
                    // W-NAN now, so that an error further right on the line comes after it.
                    warnings.append(.nanAlpha(className, at: value.position))
                    continue
                }
                guard let alpha = value.withText(bytes, { AttributeValues.number($0, $1) }), alpha >= 0, alpha <= 1 else {
                    throw invalid("a number from 0 to 1")
                }
                values.alpha = alpha
            case .contentOffset:
                guard let offset = value.withText(bytes, { AttributeValues.point($0, $1) }) else {
                    throw invalid("'{x, y}' with two finite numbers")
                }
                guard Self.fitScene(offset) else { throw invalid(Self.withinRange("'{x, y}'")) }
                values.contentOffset = offset
            case .contentSize:
                guard let size = value.withText(bytes, { AttributeValues.point($0, $1) }), size[0] >= 0, size[1] >= 0 else {
                    throw invalid("'{w, h}' with two finite numbers at least 0")
                }
                guard Self.fitScene(size) else { throw invalid(Self.withinRange("'{w, h}'")) }
                values.contentSize = size
            case .adjustedContentInset:
                guard let inset = value.withText(bytes, { AttributeValues.insets($0, $1) }) else {
                    throw invalid("'{t, l, b, r}' with four finite numbers")
                }
                guard Self.fitScene(inset) else { throw invalid(Self.withinRange("'{t, l, b, r}'")) }
                values.contentInset = inset
            case .transform:
                guard let matrix = value.withText(bytes, { AttributeValues.matrix($0, $1) }) else {
                    throw invalid("'[a, b, c, d, tx, ty]' with six finite numbers")
                }
                values.matrix = matrix
                values.matrixPosition = value.position
            case .baseClass:
                values.baseClass = value.string(bytes)
            case .text:
                values.text = value.string(bytes)
            }
        }
        return values
    }

    /// `nan` or `-nan`, in any case: what UIKit prints for an alpha that is not a number (W-NAN).
    private static func isNaN(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).lowercased()
        if text.hasPrefix("-") { text.removeFirst() }
        return text == "nan"
    }

    /// Whether every number, written with six decimals, is one a scene holds (at most nine
    /// digits before the point): the scene an import writes must load.
    private static func fitScene(_ numbers: [Double]) -> Bool {
        numbers.allSatisfy { FixedDecimal.fitsScene($0, decimals: 6) }
    }

    /// What a value of the `shape` must be when its numbers are too large for a scene.
    private static func withinRange(_ shape: String) -> String {
        "\(shape) with numbers a scene holds (between -1000000000 and 1000000000, at most nine digits before the point)"
    }

    /// Whether the bytes `range` start with `literal`.
    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, with literal: StaticString) -> Bool {
        guard range.count >= literal.utf8CodeUnitCount else { return false }
        return ImportedKey.matches(bytes, range.lowerBound..<(range.lowerBound + literal.utf8CodeUnitCount), literal)
    }

    /// The depth rules: the view's level below the first view and its superview.
    private mutating func placeInTree(
        _ className: String, isWindow: Bool, depth: Int, at head: SourcePosition
    ) throws(DumpFailure) -> (level: Int, parent: Int?) {
        if views.isEmpty {
            baseDepth = depth
        } else {
            if depth < baseDepth { throw .shallow(className, depth: depth, base: baseDepth, at: head) }
            if depth > previousDepth + 1 { throw .depth(className, levels: depth - previousDepth, at: head) }
        }
        let level = depth - baseDepth
        if level >= DumpImporter.maxLevels { throw .tooDeep(className, at: head) }
        if views.count >= DumpImporter.maxViews { throw .tooMany(className, at: head) }
        if level == 0 {
            if topLevelCount == 0 {
                firstTopIsWindow = isWindow
            } else if !firstTopIsWindow || !isWindow {
                throw .top(className, firstIsWindow: firstTopIsWindow, at: head)
            }
            topLevelCount += 1
        }
        previousDepth = depth
        let parent = level > 0 ? lastAtLevel[level - 1] : nil
        lastAtLevel.removeSubrange(min(level, lastAtLevel.count)...)
        lastAtLevel.append(views.count)
        return (level, parent)
    }

    /// Numbers as the importer writes them (C's `%.6f`, trimmed), joined by `, `.
    private static func joined(_ numbers: [Double]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for (index, number) in numbers.enumerated() {
            if index > 0 { text.append(contentsOf: [0x2C, 0x20]) }
            FixedDecimal.append(number, decimals: 6, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `# ignored:` entries joined by `, `: every attribute that is not imported, key by key
    /// in the line's order without repeats (a dropped window transform included, and the
    /// content size and inset of a view that is not a scroll view, which no scene key takes).
    private mutating func ignoredEntries(transformDropped: Bool, scrollView: Bool) -> String {
        // The entries are gathered as bytes, each once, then joined: no string per entry.
        ignoredBytes.removeAll(keepingCapacity: true)
        ignoredSpans.removeAll(keepingCapacity: true)
        ignoredSeen.removeAll(keepingCapacity: true)
        for attribute in attributes {
            let start = ignoredBytes.count
            if let keyRange = attribute.key {
                if let key = ImportedKey.named(bytes, keyRange) {
                    let dropped =
                        switch key {
                        case .transform: transformDropped
                        case .contentSize, .adjustedContentInset: !scrollView
                        default: false
                        }
                    guard dropped else { continue }
                }
                ignoredBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[keyRange]))
            } else {
                ignoredBytes.append(contentsOf: attribute.value.shown(bytes).utf8)
            }
            let entry = start..<ignoredBytes.count
            if ignoredSeen.insert(Array(ignoredBytes[entry])).inserted {
                ignoredSpans.append(entry)
            } else {
                ignoredBytes.removeSubrange(entry)
            }
        }
        guard !ignoredSpans.isEmpty else { return "" }
        var joined: [UInt8] = []
        joined.reserveCapacity(ignoredBytes.count + 2 * ignoredSpans.count)
        for (index, span) in ignoredSpans.enumerated() {
            if index > 0 { joined.append(contentsOf: [0x2C, 0x20]) }
            joined.append(contentsOf: ignoredBytes[span])
        }
        return String(decoding: joined, as: UTF8.self)
    }
}
