extension ScrollPanRule {
    /// The rules behind a `scroll SV offset` line of a grant or a Changed: SP5 always, and SP7
    /// only when the target lies beyond a limit on an axis the pan moves (the rubber band, or
    /// the limit when the scroll view does not bounce). A target within the limits is the
    /// offset as it is, which needs no citation of its own.
    func limitCitation(_ scroll: ScrollGeometry) -> RuleCitation {
        guard !awaitingRemoval else { return RuleCitation(.sp5) }
        let targetX = startOffset.x - draggedX
        let targetY = startOffset.y - draggedY
        let beyondX = scroll.canScrollX && lock != .y && (targetX < scroll.minX || targetX > scroll.maxX)
        let beyondY = scroll.canScrollY && lock != .x && (targetY < scroll.minY || targetY > scroll.maxY)
        return beyondX || beyondY ? RuleCitation(.sp5, .sp7) : RuleCitation(.sp5)
    }
}
