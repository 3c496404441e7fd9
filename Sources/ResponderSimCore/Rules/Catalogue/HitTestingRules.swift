extension Rule {
    /// H1–H14: which view a new touch lands on.
    static let hitTestingRules: [Rule] = [
        Rule(
            .h1, .doc, "Each new touch is hit-tested once; the answer is its hit-test view",
            statement: """
                Hit testing happens only when a finger comes down, never for later moves. UIKit asks \
                the window's hitTest(_:with:) for the touch's point, given in the window's own \
                coordinates, and the view that comes back is the touch's hit-test view: the view the \
                touch is delivered to for its whole life. When the answer is nil, no view gets the \
                touch (the trace withholds it as no-hit-view).
                """,
            source: "Apple: UIView hitTest(_:with:); \"Using responders and the responder chain to handle events\"."),
        Rule(
            .h2, .docObs, "Hidden, non-interactive and nearly transparent views answer nil, subtree and all",
            statement: """
                A view returns nil from its own hit test, for itself and for everything inside it, in \
                three cases: it is hidden, its user interaction is disabled, or its alpha is below 0.01. \
                The alpha is stored as a 32-bit float, as Core Animation stores a layer's opacity, so \
                writing alpha 0.01 really stores 0.0099999998, which is below 0.01: such a view cannot \
                be hit, as devices confirm, while 0.0101 can. The three checks sit inside every view's \
                own hitTest, so a view that overrides hit testing (hit-test: passthrough) still makes \
                them.
                """,
            source:
                "Apple: UIView hitTest(_:with:) (it ignores hidden views, views with user interaction disabled and views "
                + "with alpha below 0.01); CALayer opacity is a Float; the 0.01 boundary as measured on devices."),
        Rule(
            .h3, .doc, "A point outside a view's bounds: nil, and its subviews are never asked",
            statement: """
                If the point is not inside a view's bounds, the view answers nil at once and none of \
                its subviews is asked. A subview that sticks out of its superview therefore cannot be \
                touched where it sticks out, even though it is drawn there. Clipping (clips) changes \
                only the drawing: with or without it, hit testing gives the same answer.
                """,
            source: "Apple: UIView hitTest(_:with:) and point(inside:with:); clipsToBounds."),
        Rule(
            .h4, .doc, "Bounds, coordinate conversion and the half-open inside test",
            statement: """
                A view's bounds are the rectangle at its bounds-origin with the size of its frame. A \
                point in the superview's own coordinates is converted into the view's coordinates by \
                subtracting the frame's origin and adding the bounds-origin (with a transform, H11 \
                gives the general conversion). The point is inside when minX ≤ x < maxX and \
                minY ≤ y < maxY: the left and top edges belong to the view, the right and bottom edges \
                do not. Hit insets (an override of point(inside:with:)) move the edges first: positive \
                insets shrink the touchable area, negative ones grow it. Without insets, a view of zero \
                width or height contains no point at all. A scroll view's bounds origin is its content \
                offset at the moment of the hit test (SV2).
                """,
            source: "Apple: UIView bounds, frame, point(inside:with:), convert(_:from:)."),
        Rule(
            .h5, .doc, "Subviews are asked front-most first; the first non-nil answer wins",
            statement: """
                Inside a view, the hit test asks the subviews from the front-most to the back-most \
                (the last subview in the list first). As soon as one returns a view, that answer is \
                the result and the subviews behind it are not asked. If every subview answers nil, \
                the view itself is the result.
                """,
            source: "Apple: UIView hitTest(_:with:) (it traverses the subviews in reverse order)."),
        Rule(
            .h6, .doc, "UILabel and UIImageView start with user interaction off",
            statement: """
                Two classes start with user interaction disabled: UILabel and UIImageView. Every other \
                class starts enabled. So a label or image view is never hit (H2), whatever touch \
                methods it overrides, unless the scene turns user-interaction on for it; the touch then \
                goes to the view behind or around it.
                """,
            source: "Apple: UILabel isUserInteractionEnabled and UIImageView isUserInteractionEnabled (both default to false)."),
        Rule(
            .h7, .obs, "Several windows: the front-most that returns a view gets the touch",
            statement: """
                With more than one window, the windows are tried from front to back: a higher level \
                first, and for equal levels the one listed later first. The first window whose hit \
                test returns a view gets the touch; a window whose hit test returns nil lets the touch \
                fall through to the windows behind it. Being the key window plays no part. When no \
                visible window's frame contains the point, no window takes the touch (no-window).
                """,
            source: "Observed: M. Neuburg, Programming iOS, \"Touch Delivery\"; Apple: UIWindow windowLevel."),
        Rule(
            .h8, .doc, "passthrough: never the hit-test view itself",
            statement: """
                A view with hit-test: passthrough overrides hitTest to run the default hit test and \
                then return nil whenever that would have returned the view itself. Its subviews can \
                still be hit, but a touch on its own empty area falls to whatever lies behind it.
                """,
            source: "Apple: UIView hitTest(_:with:) (overriding it and calling super)."),
        Rule(
            .h9, .obs, "Hit testing has no side effects and can be repeated",
            statement: """
                A hit test changes nothing: asking again with the same point and the same tree gives \
                the same view. UIKit may ask more than once for one touch, so an override should not \
                count on being asked once or keep state in it.
                """,
            source: "Observed: developers report repeated hit tests for one touch; M. Neuburg, Programming iOS, \"Touch Delivery\"."),
        Rule(
            .h10, .doc, "A transform acts about the view's centre: scale, then rotate, then translate",
            statement: """
                A view's geometry is its centre c (the frame's origin plus half the frame's size, in \
                the superview's bounds coordinates), its bounds b (bounds-origin, frame size) and its \
                transform. A point at offset q from the centre of the bounds appears in the superview \
                at c + R(θ)·S·q + t: first scaled by S = diag(sx, sy), then turned by θ (the rotate \
                key, in degrees), then shifted by t (translate). R(θ) is [[cos θ, −sin θ], [sin θ, \
                cos θ]] in coordinates where y grows downwards, so a positive angle turns clockwise on \
                screen. A key that is not given leaves that part unchanged, and the frame keeps \
                describing the untransformed layout.
                """,
            source: "Apple: UIView transform, center and bounds; CGAffineTransform."),
        Rule(
            .h11, .doc, "Converting a superview point into a transformed view",
            statement: """
                The inverse of H10: a point p in the superview's bounds coordinates is, in the view's \
                own coordinates, S⁻¹·R(−θ)·(p − c − t) + b.origin + b.size/2. Without a transform this \
                reduces to H4's p − frame.origin + bounds-origin.
                """,
            source: "Apple: UIView transform, center, bounds, convert(_:from:); CGAffineTransform."),
        Rule(
            .h12, .doc, "A transformed view is touchable exactly on its transformed shape",
            statement: """
                The hit test converts the point with H11 and then applies H2 to H5 unchanged, in the \
                view's own bounds coordinates. A scaled or rotated view is therefore touchable exactly \
                where its transformed shape lies on screen; a point outside an ancestor's transformed \
                shape never reaches the view; and because the inside test stays half-open in the view's \
                own coordinates, a rotation changes which edges are inclusive on screen: after a \
                clockwise quarter turn, the view's inclusive left and top edges lie at the top and on \
                the right on screen.
                """,
            source:
                "Apple: UIView transform and hitTest(_:with:); observed: the hit-test tests of a UIKit re-implementation "
                + "with scaled views."),
        Rule(
            .h13, .choice, "Exact quarter turns, double precision otherwise",
            statement: """
                For a rotation that is a whole multiple of 90 degrees, cos θ and sin θ are taken as \
                exactly 0, 1 or −1, so quarter turns lose no precision. Other angles use double \
                precision from θ·π/180. The inverse scale divides by sx and sy; square roots and atan2 \
                are double precision. Examples keep test points at least 0.001 away from an edge or a \
                threshold, so rounding never decides a case.
                """,
            source: "The simulator's choice (no source settles the arithmetic)."),
        Rule(
            .h14, .docChoice, "Every window-to-view conversion goes through the transforms",
            statement: """
                Whenever a window point must be expressed in a view's coordinates, the conversion of \
                H11 is applied at each level down the tree: the locations a responder receives (P5, \
                and so everything behaviours read), a control's inside test (U3) and a swipe's \
                displacement (GW2). A pan measures its threshold along the axes turned by the view's \
                rotation (GP2). The drag behaviour moves its target's frame origin (and so its centre) \
                by the touch's movement in window points and leaves the transform as it is; that last \
                part is the simulator's choice.
                """,
            source: "Apple: UIView transform, convert(_:from:), UITouch location(in:); the drag detail is the simulator's choice."),
    ]
}
