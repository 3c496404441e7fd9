import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The YAML subset of Scenes/README.md, The file format: structure, scalars, comments, and where syntax errors point.
@Suite struct SceneSyntaxTests {
    typealias T = SceneTesting

    static let window = """
        window:
          window: main
          frame: [0, 0, 320, 480]
        """

    // MARK: Positions of syntax errors

    @Test func rejectsTabIndentationAtTheTab() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              1️⃣\thidden: yes
            script: []
            """, id: "tab-indentation")
    }

    @Test func tabAtLineStartIsReportedAtColumnOne() {
        T.expectError(
            """
            \(Self.window)
            1️⃣\tscript: []
            script: []
            """, id: "tab-indentation")
    }

    @Test func aTabIndentedBlockUnderAKeyIsOneErrorNotAlsoAMissingValue() {
        T.expectError(
            """
            window:
            1️⃣	window: main
            	frame: [0, 0, 320, 480]
            script: []
            """, id: "tab-indentation")
        T.expectError(
            """
            \(Self.window)
            script:
            1️⃣	- 0.0 down t1 10 10
            """, id: "tab-indentation")
    }

    @Test func reportsInvalidUTF8AtTheFirstBadByteOnce() {
        let (text, locations) = T.strip("scene: café 1️⃣¤ and ¤\n\(Self.window)\nscript: []\n")
        var bytes: [UInt8] = []
        for byte in text.utf8 { bytes.append(byte) }
        // Replace each "¤" (0xC2 0xA4) with a lone 0xFF.
        var patched: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA4 {
                patched.append(0xFF)
                index += 2
            } else {
                patched.append(bytes[index])
                index += 1
            }
        }
        do {
            _ = try SceneLoader.load(SourceFile(path: "bad.scene", bytes: patched))
            Issue.record("invalid UTF-8 was accepted")
        } catch let error as SceneLoadError {
            #expect(error.diagnostics.map(\.id) == ["invalid-utf8"])
            #expect(error.diagnostics.first?.location == locations[1])
            #expect(error.diagnostics.first?.message.contains("0xFF") == true)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func reportsATruncatedSequenceAtItsLeadByte() {
        // "é" is 0xC3 0xA9; keep only 0xC3 and follow it with an ASCII letter.
        let (prefix, locations) = T.strip("scene: caf1️⃣")
        var bytes = Array(prefix.utf8)
        bytes.append(0xC3)
        bytes.append(contentsOf: Array("x\n\(Self.window)\nscript: []\n".utf8))
        do {
            _ = try SceneLoader.load(SourceFile(path: "bad.scene", bytes: bytes))
            Issue.record("invalid UTF-8 was accepted")
        } catch let error as SceneLoadError {
            #expect(error.diagnostics.first?.location == locations[1])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func reportsAnUnterminatedStringAtItsOpeningQuote() {
        T.expectError(
            """
            scene: 1️⃣"Pinch, the naive way
            \(Self.window)
            script: []
            """, id: "unterminated-string")
    }

    @Test func reportsAnUnknownEscapeAtItsBackslash() {
        T.expectError(
            """
            scene: "Pinch 1️⃣\\t way"
            \(Self.window)
            script: []
            """, id: "unknown-escape", mentions: ["\\t"])
    }

    @Test func reportsTextAfterAClosingQuote() {
        T.expectError(
            """
            scene: "Pinch" 1️⃣naive
            \(Self.window)
            script: []
            """, id: "unexpected-text", mentions: ["naive"])
    }

    @Test func acceptsACommentAfterAClosingQuote() throws {
        let scene = try #require(T.scene("scene: \"Pinch # not a comment\" # a comment\n\(Self.window)\nscript: []"))
        #expect(scene.title == "Pinch # not a comment")
    }

    @Test func decodesTheThreeEscapes() throws {
        let scene = try #require(T.scene("scene: \"say \\\"hi\\\" \\\\ then\\nbye\"\n\(Self.window)\nscript: []"))
        #expect(scene.title == "say \"hi\" \\ then\nbye")
    }

    @Test func reportsAnUnclosedFlowListAtItsBracket() {
        T.expectError(
            """
            window:
              window: main
              frame: 1️⃣[0, 0, 320, 480
            script: []
            """, id: "unclosed-list")
    }

    @Test func aCommentInsideAFlowListLeavesItUnclosed() {
        T.expectError(
            """
            window:
              window: main
              frame: 1️⃣[0, 0, # 320, 480]
            script: []
            """, id: "unclosed-list")
    }

    @Test func reportsAnEmptyFlowElement() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 1️⃣, 480]
            script: []
            """, id: "empty-element")
    }

    @Test func rejectsNestedFlowLists() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 1️⃣[0], 320, 480]
            script: []
            """, id: "nested-list")
    }

    @Test func reportsAMisindentedLineAtItsFirstCharacterAndSkipsItsChildren() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
               1️⃣subviews:
                 - view: a
                   frame: [0, 0, 1, 1]
              hidden: no
            script: []
            """, id: "misindented")
    }

    @Test func aListMustBeIndentedMoreThanItsKey() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
              1️⃣- view: a
                frame: [0, 0, 1, 1]
              - view: b
                frame: [0, 0, 1, 1]
            script: []
            """, id: "misindented", mentions: ["subviews"])
    }

    @Test func reportsADuplicateKeyAtTheSecondKey() {
        let diagnostic = T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              1️⃣frame: [0, 0, 10, 10]
            script: []
            """, id: "duplicate-key", mentions: ["'frame'"])
        #expect(diagnostic?.length == 5)
    }

    @Test func findsDuplicatesInLargeMappings() {
        var text = "window:\n  window: main\n  frame: [0, 0, 1, 1]\nscript: []\nnotes:\n"
        for index in 0..<40 { text += "  k\(index): 1\n" }
        text += "  1️⃣k7: 2\n"
        let (stripped, locations) = T.strip(text)
        let found = T.diagnostics(stripped).filter { $0.id == "duplicate-key" }
        #expect(found.map(\.location) == [locations[1]].compactMap { $0 })
    }

    @Test func reportsALineThatIsNotAKeyValuePair() {
        T.expectError(
            """
            window:
              window: main
              1️⃣frame [0, 0, 320, 480]
              frame: [0, 0, 320, 480]
            script: []
            """, id: "expected-key", mentions: ["frame [0, 0, 320, 480]"])
    }

    @Test func reportsAListItemWhereAKeyBelongs() {
        T.expectError(
            """
            \(Self.window)
            1️⃣- stray
            script: []
            """, id: "expected-key")
    }

    @Test func reportsALineTooLongAtColumnOne() {
        let long = String(repeating: "x", count: SceneLimits.maxLineLength + 1)
        T.expectError(
            """
            \(Self.window)
            1️⃣notes: \(long)
            script: []
            """, id: "line-too-long", mentions: ["65536 bytes"])
    }

    @Test func reportsNestingDeeperThanTheLimitAtTheLineThatExceedsIt() {
        // One level per line; the marker is computed, not counted (the text is too large to mark).
        let header = "script: []\n\(Self.window)\nnotes:\n"
        var text = header
        let depth = SceneLimits.maxNestingDepth
        var expected: ResponderSimCore.SourceLocation?
        var line = header.filter { $0 == "\n" }.count
        for level in 1...depth {
            line += 1
            if level == depth { expected = ResponderSimCore.SourceLocation(line: line, column: level + 1) }
            text += String(repeating: " ", count: level) + "k\(level):\n"
        }
        text += String(repeating: " ", count: depth + 1) + "deeper: 1\n"
        let found = T.diagnostics(text)
        let tooDeep = found.filter { $0.id == "too-deep" }
        #expect(tooDeep.count == 1)
        #expect(tooDeep.first?.location == expected)
    }

    @Test func rejectsUnsupportedYAMLSyntax() {
        T.expectError(
            """
            scene: 1️⃣'single quoted'
            \(Self.window)
            script: []
            """, id: "unsupported-syntax", hint: "write double quotes")
        T.expectError(
            """
            scene: 1️⃣{a: b}
            \(Self.window)
            script: []
            """, id: "unsupported-syntax")
    }

    // MARK: Columns count characters

    @Test func columnsCountCharactersNotBytes() {
        // "é" written as e + combining accent is one character of three bytes; ☕ is three
        // bytes; 👍🏽 is one character of eight bytes.
        let marked = """
            scene: "Cafe\u{301} ☕ 👍🏽 1️⃣\\q"
            \(Self.window)
            script: []
            """
        let diagnostic = T.expectError(marked, id: "unknown-escape")
        // The marker's column counts characters; bytes or Unicode scalars would give more.
        let prefix = String(marked.prefix { $0 != "1️⃣" })
        #expect(diagnostic?.location.column == prefix.count + 1)
        #expect(prefix.utf8.count + 1 != prefix.count + 1)
        #expect(prefix.unicodeScalars.count + 1 != prefix.count + 1)
    }

    @Test func columnsCountCharactersInScriptLines() {
        T.expectError(
            T.withScript(
                """
                  - 0 down ☕☕ 1 1
                  - 0.1 move 1️⃣☕ 2 2
                """), id: "touch-not-down", mentions: ["'☕'"])
    }

    // MARK: Structure

    @Test func stripsCarriageReturnsAtLineEnds() throws {
        let text = "scene: Title\r\nwindow:\r\n  window: main\r\n  frame: [0, 0, 320, 480]\r\nscript:\r\n  - 0 down t1 1 2\r\n"
        let scene = try #require(T.scene(text))
        #expect(scene.title == "Title")
        #expect(scene.views.first?.name == "main")
        #expect(T.touchIDs(scene) == ["t1"])
    }

    @Test func reportsPositionsInCRLFFiles() {
        T.expectError(
            "window:\r\n  window: main\r\n  1️⃣frmae: [0, 0, 1, 1]\r\n  frame: [0, 0, 1, 1]\r\nscript: []\r\n",
            id: "unknown-key")
    }

    @Test func startsCommentsOnlyAtLineStartOrAfterABlank() throws {
        let scene = try #require(
            T.scene(
                """
                # a comment line
                scene: C# and F#   # the title
                   # an indented comment line
                \(Self.window)

                script: []
                """))
        #expect(scene.title == "C# and F#")
    }

    @Test func keepsPlainTextWithColonsAndInnerSpaces() throws {
        let scene = try #require(T.scene("scene: Pinch: the   naive way  \n\(Self.window)\nscript: []"))
        #expect(scene.title == "Pinch: the   naive way")
    }

    @Test func keepsBlockTextVerbatim() throws {
        let scene = try #require(
            T.scene(
                """
                notes: |
                  First line.
                    Indented # not a comment

                  After a blank line.


                \(Self.window)
                script: []
                """))
        #expect(scene.notes == "First line.\n  Indented # not a comment\n\nAfter a blank line.")
    }

    @Test func keepsScriptAndExpectItemsAsLines() throws {
        let (text, locations) = T.strip(
            """
            \(Self.window)
            script:
              - 0 down t1 1 2   # a comment
            1️⃣expect:
              - main.touchesBegan [t1] handled: yes   # comment
              - "drop t2 # quoted"
              - a#b
            """)
        let scene = try #require(T.scene(text))
        #expect(scene.expect == ["main.touchesBegan [t1] handled: yes", "drop t2 # quoted", "a#b"])
        #expect(scene.expectLocation == locations[1])
    }

    @Test func acceptsEmptyScriptAndExpectFlowLists() throws {
        let scene = try #require(T.scene("\(Self.window)\nscript: []\nexpect: []"))
        #expect(scene.script.isEmpty)
        #expect(scene.expect == [])
    }

    @Test func aDashAloneOpensAnIndentedBlock() throws {
        let scene = try #require(
            T.scene(
                """
                windows:
                  -
                    window: main
                    frame: [0, 0, 320, 480]
                script: []
                """))
        #expect(scene.views.map(\.name) == ["main"])
    }

    @Test func acceptsBlockListsOfScalars() throws {
        let scene = try #require(
            T.scene(
                """
                window:
                  window: main
                  frame:
                    - 0
                    - 0
                    - 320
                    - 480
                  handles:
                    - began
                    - ended
                script: []
                """))
        #expect(scene.views.first?.frame == Rect(0, 0, 320, 480))
        #expect(scene.views.first?.handling == Handling(handles: [.began, .ended]))
    }

    @Test func skipsAByteOrderMark() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes.append(contentsOf: Array("scene: BOM\n\(Self.window)\nscript: []\n".utf8))
        let scene = try SceneLoader.load(SourceFile(path: "bom.scene", bytes: bytes))
        #expect(scene.title == "BOM")
    }

    // MARK: Collecting diagnostics

    @Test func capsDiagnosticsAtTwentyInFileOrder() {
        var text = "window:\n  window: main\n  frame: [0, 0, 1, 1]\n"
        for index in 0..<30 { text += "  bogus\(index): 1\n" }
        text += "script: []\n"
        let found = T.diagnostics(text)
        #expect(found.count == SceneLimits.maxDiagnostics)
        #expect(found.map(\.location.line) == Array(4..<24))
        #expect(found.allSatisfy { $0.id == "unknown-key" })
    }

    @Test func listsDiagnosticsOfAllStagesInFileOrder() {
        T.expectErrors(
            """
            window:
              window: main
              frame: [0, 0, 320, 1️⃣-1]
              2️⃣hiden: yes
            3️⃣\tnotes: x
            script:
              - 0 down t1 1 1
              - 0.1 4️⃣dwon t1 1 1
              - 0.2 up 5️⃣t2
            """, ids: ["out-of-range", "unknown-key", "tab-indentation", "unknown-action", "touch-not-down"])
    }

    @Test func reportsBothMissingKeysOfAnEmptyFileAtLineOneColumnOne() {
        T.expectErrors("1️⃣2️⃣", ids: ["missing-key", "missing-key"])
        T.expectErrors("1️⃣2️⃣# only a comment\n\n", ids: ["missing-key", "missing-key"])
    }

    @Test func neverCrashesOnAnyPrefixOfAScene() {
        let text = """
            scene: "Every \\"prefix\\""
            notes: |
              text
            device:
              touches: 8
              overflow: drop-extra
            tap: {interval: 1}
            windows:
              - window: main
                frame: [0, 0, 320, 480]
                subviews:
                  - view: a
                    frame: [0, 0, 1e3, 1]
                    behavior:
                      name: drag
                      target: main
            script:
              - 0..1 move t1 0 0 -> 1 1 steps 3
              - "0.5 set a frame [1, 2, 3"
            """
        let bytes = Array(text.utf8)
        for length in 0...bytes.count {
            _ = try? SceneLoader.load(SourceFile(path: "prefix.scene", bytes: Array(bytes[0..<length])))
        }
    }

    @Test func neverCrashesOnPseudoRandomBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("- :[],\"\\#|\t\r\nab1.0yesview frame script window".utf8) + [0xFF, 0xC3, 0xE2]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<200 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            _ = try? SceneLoader.load(SourceFile(path: "random.scene", bytes: bytes))
        }
    }
}
