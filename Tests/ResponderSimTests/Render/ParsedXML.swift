import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML element: its name, attributes, children and own text, enough to check the
/// SVG and HTML the renderers write.
final class ParsedElement {
    let name: String
    let attributes: [String: String]
    var children: [ParsedElement] = []
    /// The element's own text (not its children's).
    var text = ""
    /// Its own text and its descendants', in document order.
    var allText = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The classes of the `class` attribute.
    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// Every descendant (and this element) in document order.
    var descendants: [ParsedElement] { [self] + children.flatMap(\.descendants) }
}

extension ParsedElement {
    /// Descendant elements named `name`.
    func elements(_ name: String) -> [ParsedElement] { descendants.filter { $0.name == name } }

    /// Descendant elements named `name` whose class list holds `className`.
    func elements(_ name: String, withClass className: String) -> [ParsedElement] {
        descendants.filter { $0.name == name && $0.classes.contains(className) }
    }
}

/// Parses a document with Foundation's XMLParser; nil (and the error) when it is not well-formed.
enum ParsedXML {
    static func parse(_ text: String) -> (root: ParsedElement?, error: String?) {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = TreeBuilderDelegate()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return (nil, parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" } ?? "no root")
        }
        return (root, nil)
    }
}

private final class TreeBuilderDelegate: NSObject, XMLParserDelegate {
    var root: ParsedElement?
    var stack: [ParsedElement] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let node = ParsedElement(name: elementName, attributes: attributeDict)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let node = stack.removeLast()
        stack.last?.allText += node.allText
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
        stack.last?.allText += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        let string = String(decoding: block, as: UTF8.self)
        stack.last?.text += string
        stack.last?.allText += string
    }
}
