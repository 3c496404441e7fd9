/// The class table of IMPORT.md §4.2 and the pass-through system views of §4.7: which scene
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
            (
                .uiScrollView,
                [
                    "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UITableViewWrapperView", "UIWebScrollView",
                    "_UIWebViewScrollView", "WKScrollView", "UIPickerTableView", "_UIQueuingScrollView",
                ]
            ),
        ]
        for (sceneClass, names) in rows {
            for name in names { table[name] = sceneClass }
        }
        return table
    }()

    /// Classes whose views let touches through (`hit-test: passthrough`, §4.7).
    static let passthroughClasses: Set<String> = ["UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIInputSetContainerView"]

    /// `name` without its module prefix: the part after the last `.`.
    static func withoutModule(_ name: String) -> Substring {
        guard let dot = name.lastIndex(of: ".") else { return Substring(name) }
        return name[name.index(after: dot)...]
    }

    /// The table's class for `baseClass`, then for `className` (first hit wins).
    static func tableClass(className: String, baseClass: String?) -> ViewClass? {
        if let baseClass, let hit = sceneClasses[String(withoutModule(baseClass))] { return hit }
        return sceneClasses[String(withoutModule(className))]
    }

    /// Whether the class or base class is in the window row (§4.1).
    static func isWindowClass(className: String, baseClass: String?) -> Bool {
        if let baseClass, sceneClasses[String(withoutModule(baseClass))] == .uiWindow { return true }
        return sceneClasses[String(withoutModule(className))] == .uiWindow
    }

    /// Whether the class or base class lets touches through (§4.7).
    static func isPassthrough(className: String, baseClass: String?) -> Bool {
        if let baseClass, passthroughClasses.contains(String(withoutModule(baseClass))) { return true }
        return passthroughClasses.contains(String(withoutModule(className)))
    }
}
