import ResponderSimCore

/// Cells' selection and highlight, for ``PictureDrawing`` (TS3–TS8): a selected cell is tinted
/// indigo under a solid indigo border; a highlighted one is greyed under a dashed dark border
/// inside its edge, clear of a hit-test outline, so a cell that is both shows both.
extension PictureDrawing {
    /// The border and fill of a selected cell.
    static let selectedStroke = "#3730a3"
    static let selectedFill = "#6366f1"
    /// The border and fill of a highlighted cell.
    static let highlightedStroke = "#1f2937"
    static let highlightedFill = "#6b7280"

    /// `shape` marked as a selected cell (class `cell-selected`), a highlighted one (class
    /// `cell-highlighted`), or both; `scale` sizes the borders, and the highlight sits `inset`
    /// points inside the shape (by default clear of a hit-test outline and a selected border).
    static func cellMark(
        _ shape: ViewShape, _ mark: CellStates.Mark, name: String, scale: Double = 1, inset: Double? = nil, _ xml: inout XMLBuilder
    ) {
        let named = name.isEmpty ? [] : [("data-view", name)]
        if mark.isSelected {
            shapeElement(
                shape, [("class", "cell-selected")] + named,
                [
                    ("fill", selectedFill), ("fill-opacity", "0.3"), ("stroke", selectedStroke),
                    ("stroke-width", SVGText.number(3 * scale)),
                ], &xml)
        }
        if mark.isHighlighted {
            shapeElement(
                shape.inset(by: inset ?? (mark.isSelected ? 7.5 : 4.5) * scale), [("class", "cell-highlighted")] + named,
                [
                    ("fill", highlightedFill), ("fill-opacity", "0.35"), ("stroke", highlightedStroke),
                    ("stroke-width", SVGText.number(2.5 * scale)),
                    ("stroke-dasharray", SVGText.number(6 * scale) + " " + SVGText.number(3 * scale)),
                ], &xml)
        }
    }

    /// The key's samples of a selected and of a highlighted cell at the middle line `mid`.
    static func cellMarkSample(_ mark: CellStates.Mark, mid: Double, _ xml: inout XMLBuilder) {
        cellMark(ViewShape(Rect(4, mid - 8, 32, 16)), mark, name: "", inset: 1.5, &xml)
    }
}
