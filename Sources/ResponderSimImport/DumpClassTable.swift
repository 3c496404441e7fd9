import ResponderSimCore

/// The class table of README.md, Debugging your own app and the pass-through system views: which scene
/// class a printed class (or `baseClass`) becomes.
enum DumpClassTable {
    /// Scene classes by dump class name (without module prefix).
    static let sceneClasses: [String: ViewClass] = {
        var table: [String: ViewClass] = [:]
        let rows: [(ViewClass, [String])] = [
            (
                .uiWindow,
                [
                    "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow", "_UIAlertControllerShimPresenterWindow",
                    "UIApplicationRotationFollowingWindow", "UIAutoRotatingWindow", "_UIInteractiveHighlightEffectWindow",
                    "UIStatusBarWindow",
                ]
            ),
            (
                .uiButton,
                [
                    "UIButton", "UIRoundedRectButton", "UINavigationButton", "_UIModernBarButton", "UIAlertButton",
                    "UICalloutBarButton", "UITableViewCellDeleteConfirmationButton", "_UITableViewCellActionButton",
                ]
            ),
            (
                .uiControl,
                [
                    "UIControl", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UIDatePicker",
                    "UIRefreshControl", "UITextField", "UISearchTextField", "UISearchBarTextField", "UIColorWell",
                    "UITabBarButton", "UIToolbarButton", "_UIButtonBarButton", "UITableViewCellReorderControl",
                    "UITableViewCellEditControl",
                ]
            ),
            (
                .uiLabel,
                [
                    "UILabel", "UIButtonLabel", "UITableViewLabel", "UITabBarButtonLabel", "UITextFieldLabel", "UIDateLabel",
                    "UISegmentLabel", "MKAttributionLabel",
                ]
            ),
            (
                .uiImageView,
                ["UIImageView", "UITabBarSwappableImageView", "UISearchBarBackground", "_UIBarBackgroundImageView", "UISegment"]
            ),
            (.uiTableView, ["UITableView", "UIPickerTableView"]),
            // Cells keep their class only under a list of their kind (``ListCells``).
            (.uiTableViewCell, ["UITableViewCell"]),
            (.uiCollectionViewCell, ["UICollectionViewCell", "UICollectionViewListCell"]),
            (.uiCollectionView, ["UICollectionView"]),
            (.uiTextView, ["UITextView"]),
            (
                .uiScrollView,
                [
                    "UIScrollView", "UITableViewWrapperView", "UIWebScrollView", "_UIWebViewScrollView", "WKScrollView",
                    "_UIQueuingScrollView",
                ]
            ),
        ]
        for (sceneClass, names) in rows {
            for name in names { table[name] = sceneClass }
        }
        return table
    }()

    /// Classes whose views let touches through (`hit-test: passthrough`).
    static let passthroughClasses: Set<String> = ["UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIInputSetContainerView"]

    /// What the table says about a view of class `className` (and `baseClass`), both given
    /// without module prefix.
    struct Entry {
        /// The table's class, from the base class first (nil when neither name is in it).
        var tableClass: ViewClass?
        /// Whether either name is in the window row.
        var isWindow: Bool
        /// Whether either name lets touches through.
        var isPassthrough: Bool
    }

    static func entry(className: String, baseClass: String?) -> Entry {
        let base = baseClass.map { sceneClasses[$0] } ?? nil
        let own = sceneClasses[className]
        return Entry(
            tableClass: base ?? own, isWindow: base == .uiWindow || own == .uiWindow,
            isPassthrough: passthroughClasses.contains(className) || baseClass.map(passthroughClasses.contains) ?? false)
    }

    /// The class of the view iOS 7–10 put between a table and its cells.
    static let tableWrapper = "UITableViewWrapperView"

    /// `name` without its module prefix: the part after the last `.`.
    static func withoutModule(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: 0x2E) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
}
