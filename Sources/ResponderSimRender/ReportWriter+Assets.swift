import ResponderSimCore
import ResponderSimTeaching

/// The report's fixed parts, for ``ReportWriter``: the key of marks, the CSS and the script
/// that steps through the run.
extension ReportWriter {
    /// A small SVG with the key of marks of the whole-run picture.
    static func keySVG(_ picture: Picture) -> String {
        var xml = XMLBuilder()
        let height = SVGWriter.writeKey(picture, at: 0, into: &xml) + 4
        var svg = XMLBuilder()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "key-marks"), ("width", SVGText.number(SVGWriter.legendWidth)),
                ("height", SVGText.number(height)), ("viewBox", "0 0 \(SVGText.number(SVGWriter.legendWidth)) \(SVGText.number(height))"),
                ("font-family", SVGText.fontFamily),
            ])
        PictureDrawing.defs(&svg)
        svg.raw(xml.text)
        svg.close("svg")
        return svg.text
    }

    /// The marks only the report uses.
    static let reportKey = """
        <ul class="report-key">
        <li><span class="hopnum handled">1</span><span class="hopnum forwarded">1</span><span class="hopnum unhandled">1</span> a delivery hop, numbered in the order of the step's calls, on the responder's view: green handled it, grey forwarded it, amber fell off the chain; a square badge is the view controller of that root view. The responders a search for an action asks are numbered the same way: green can perform it, grey does not implement it, amber refuses it</li>
        <li><span class="ring"></span> a touch that changed in this step; a thick outline in its colour marks the hit-test view it got now</li>
        <li><span class="tag gesture">gesture</span> <span class="tag control">control</span> <span class="tag hold">hold</span> a recognizer's state change next to its view, a control's events next to the control, a held, released or discarded call next to its touch; under the picture, a lane per recognizer shows its state after each step</li>
                <li><span class="tag drop">withheld</span> <span class="tag skip">skipped</span> <span class="tag output">output</span> <span class="tag change">set / removed</span> what else the step did, next to where it happened</li>
        </ul>

        """

    static func touchColorCSS() -> String {
        var text = ""
        for (index, color) in PictureDrawing.touchColors.enumerated() {
            text += ".c\(index){color:\(color)} .swatch.c\(index){background:\(color)}\n"
        }
        return text
    }

    static let css = """
        :root{--ink:#1d2733;--muted:#5f6b78;--line:#dde2e8;--handled:#2e7d32;--forwarded:#607d8b;--unhandled:#c77700;--drop:#b71c1c;--skip:#a66300;--output:#00796b;--change:#c2410c}
        *{box-sizing:border-box}
        html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Verdana,sans-serif;color:var(--ink);background:#f5f6f8}
        html,body{height:100%}
        body{margin:0;display:flex;flex-direction:column;overflow:hidden}
        header{flex:none;padding:10px 20px 8px}
        h1{font-size:1.4rem;margin:0 0 4px}
        h2{font-size:1.05rem;margin:18px 0 6px}
        .meta,.muted{color:var(--muted)}
        .meta{margin:0;font-size:.9rem}
        .notes p{margin:0 0 6px} .notes p:last-child{margin:0}
        .notes{margin:0 0 10px;padding:8px 12px;background:#fff;border:1px solid var(--line);border-radius:6px;font-size:.92rem;line-height:1.4}
        .controls{flex:none;display:flex;align-items:center;gap:10px;padding:8px 20px;background:#fff;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
        .controls button{font-size:1rem;padding:4px 12px;border:1px solid #b8c2cc;border-radius:6px;background:#f8fafc;cursor:pointer}
        #slider{flex:0 1 30%;min-width:8em}
        #where{flex:1 1 auto;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        main{flex:1 1 auto;min-height:0;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:18px;padding:12px 20px}
        .picture{min-height:0;height:100%}
        .picture>svg{display:block;width:100%;height:100%;background:#fff;border:1px solid var(--line);border-radius:8px}
        .picture.with-lanes{display:flex;flex-direction:column;gap:8px}
        .picture.with-lanes>svg{flex:1 1 auto;min-height:0;height:auto}
        .lanes{flex:none;max-height:38%;display:flex;flex-direction:column;background:#fff;border:1px solid var(--line);border-radius:8px;padding:4px 6px;font-size:.78rem}
        .lane-scroll{overflow:auto;min-height:0}
        .lanes table{border-collapse:separate;border-spacing:2px}
        .lanes th.name{position:sticky;left:0;background:#fff;text-align:left;white-space:nowrap;padding:2px 8px 2px 2px;font-weight:600;z-index:1}
        .lanes th.lane-step{font-weight:500;color:var(--muted);min-width:4.2em}
        .lanes th.lane-step.now{color:var(--ink);background:#fde68a;border-radius:3px}
        .lane{min-width:4.2em;height:2.1em;padding:1px 4px;border-radius:3px;white-space:nowrap;text-align:center;vertical-align:middle;line-height:1.15}
        .lane b{font-weight:700}
        .lane small{font-size:.68rem}
        td.lane.now{outline:2.5px solid #f59e0b;outline-offset:0}
        .lane.s-possible{background:#eceff1;color:#455a64}
        .lane.s-pending{background:#ffe0a3;color:#6b4200}
        .lane.s-began,.lane.s-changed{background:#c8e6c9;color:#1b5e20}
        .lane.s-recognized,.lane.s-ended{background:#2e7d32;color:#fff}
        .lane.s-failed{background:#ffcdd2;color:#8e0000}
        .lane.s-cancelled{background:#ffccbc;color:#8a2a00}
        .lane-key{margin:4px 2px 2px;line-height:1.9}
        .lane-key .lane{display:inline-block;height:auto;min-width:0;padding:0 5px}
        html.hide-future .lanes .future{visibility:hidden}
        .lines .gesture,.lines .control,.lines .hold,.lines .release,.lines .discard,.lines .attach{font-weight:600}
        .lines .gesture{color:#880e4f} .lines .gesture.s-failed{color:#b71c1c} .lines .gesture.s-pending{color:#8a5a00}
        .lines .gesture.s-began,.lines .gesture.s-changed,.lines .gesture.s-recognized,.lines .gesture.s-ended{color:#1b5e20}
        .lines .control{color:#558b2f} .lines .hold{color:#8a5a00} .lines .release{color:#6d4c41} .lines .discard{color:#37474f}
        .lines .attach{color:#880e4f;font-weight:500}
        .origin{color:var(--muted);font-style:italic}
        .trace{min-height:0;height:100%;overflow-y:auto;padding-right:6px}
        .key{margin-top:10px;background:#fff;border:1px solid var(--line);border-radius:8px;padding:8px 10px;font-size:.85rem}
        .key svg{max-width:100%;height:auto}
        .report-key{list-style:none;margin:6px 0 0;padding:0}
        .report-key li{margin:4px 0}
        #steps{list-style:none;margin:0;padding:0}
        .step{background:#fff;border:1px solid var(--line);border-left:5px solid transparent;border-radius:6px;margin:0 0 6px;padding:6px 10px;cursor:pointer}
        .step.current{border-left-color:#f59e0b;background:#fffbeb;box-shadow:0 1px 4px rgba(0,0,0,.12)}
        .step.future{opacity:.5}
        .head{display:flex;gap:10px;align-items:baseline;font-weight:600}
        .head .n{min-width:2.2em;text-align:right;color:var(--muted)}
        .head .t{min-width:4.5em;color:var(--muted);font-weight:500}
        .head .kind{font-size:.75rem;font-weight:500;color:var(--muted);border:1px solid var(--line);border-radius:4px;padding:0 4px}
        .lines{list-style:none;margin:4px 0 0 3.2em;padding:0;font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.86rem;line-height:1.55}
        .hop.handled .result{color:var(--handled);font-weight:700}
        .hop.forwarded .result{color:var(--forwarded)}
        .hop.unhandled .result{color:var(--unhandled);font-weight:700}
        .hopnum{display:inline-block;min-width:1.45em;height:1.45em;line-height:1.45em;border-radius:.75em;text-align:center;color:#fff;font-weight:700;font-size:.78rem;margin-right:.45em;font-family:system-ui,"DejaVu Sans",sans-serif}
        .hopnum.handled{background:var(--handled)}
        .hopnum.forwarded{background:var(--forwarded)}
        .hopnum.unhandled{background:var(--unhandled)}
        .drop{color:var(--drop)}
        .skip{color:var(--skip)}
        .output{color:var(--output)}
        .note{color:var(--muted);font-style:italic;font-family:system-ui,"DejaVu Sans",sans-serif}
        .notices li{color:#7b1fa2}
        .touches{padding-left:1.2em}
        .touches>li{margin:0 0 8px}
        .touches ul{margin:2px 0 0;padding-left:1.4em;font-size:.92rem}
        .swatch{display:inline-block;width:.9em;height:.9em;border-radius:50%;margin-right:.4em;vertical-align:-.1em}
        .ring{display:inline-block;width:1.1em;height:1.1em;border:2.5px solid #f59e0b;border-radius:50%;vertical-align:-.2em}
        .tag{display:inline-block;border-radius:4px;padding:0 5px;color:#fff;font-size:.8rem}
        .tag.drop{background:var(--drop)} .tag.skip{background:var(--skip)} .tag.output{background:var(--output)} .tag.change{background:var(--change)}
        .tag.gesture{background:#880e4f} .tag.control{background:#558b2f} .tag.hold{background:#8a5a00}
        html.js .static{display:none}
        .limit{margin:6px 0 0;padding:6px 10px;background:#fff4e5;border:1px solid #f0c36d;border-radius:6px;font-size:.9rem}
        a.rule{color:inherit;text-decoration:underline dotted;cursor:help}
        .teach{margin-left:auto;font-size:.9rem;white-space:nowrap;cursor:pointer;user-select:none}
        html.hide-future .step.future,html.hide-future .whole-run{display:none}
        dl.rules dt{margin:10px 0 0} dl.rules dd{margin:2px 0 0 1.2em;font-size:.92rem;line-height:1.45}
        @media (max-width:900px){body{display:block;overflow:auto}main{display:block}.picture{height:auto}.picture>svg{height:auto;max-height:90vh}.trace{height:auto;overflow:visible}}
        @media print{html,body{height:auto;background:#fff}body{display:block;overflow:visible}.controls{display:none}main{display:block;padding:0}.picture{height:auto;break-inside:avoid}.picture>svg{width:100%;height:auto;max-height:none;border:none}.trace{height:auto;overflow:visible}.step.future{opacity:1}}

        """

    /// The page's script: the slider, the buttons, the arrow keys and `#step=N`.
    static func script(maxStep: Int) -> String {
        """
        (function () {
          "use strict";
          var max = \(maxStep);
          var root = document.documentElement;
          root.className += " js";
          var slider = document.getElementById("slider");
          var where = document.getElementById("where");
          var hide = document.getElementById("hide-future");
          function setHiding(on) {
            hide.checked = on;
            if (on) { root.classList.add("hide-future"); } else { root.classList.remove("hide-future"); }
          }
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          var upto = all(".upto"), at = all(".at"), trees = all("g.tree"), items = all("li.step");
          var laneCells = all(".lanes [data-step]"), lanes = document.querySelector(".lane-scroll");
          function num(el, name) { return Number(el.getAttribute(name)); }
          var ruleTitles = {};
          all("a.rule").forEach(function (a) {
            var id = a.getAttribute("href");
            if (a.title) { ruleTitles[id] = ruleTitles[id] || a.title; } else if (ruleTitles[id]) { a.title = ruleTitles[id]; }
          });
          var current = -1;
          function show(n, scroll) {
            n = Math.max(0, Math.min(max, Math.round(Number(n) || 0)));
            current = n;
            slider.value = String(n);
            upto.forEach(function (el) { el.style.display = num(el, "data-step") <= n ? "" : "none"; });
            at.forEach(function (el) { el.style.display = num(el, "data-step") === n ? "" : "none"; });
            trees.forEach(function (el) {
              el.style.display = num(el, "data-first") <= n && n <= num(el, "data-last") ? "" : "none";
            });
            items.forEach(function (li) {
              var s = num(li, "data-step");
              li.classList.toggle("current", s === n);
              li.classList.toggle("future", s > n);
            });
            laneCells.forEach(function (cell) {
              var s = num(cell, "data-step");
              cell.classList.toggle("now", s === n);
              cell.classList.toggle("future", s > n);
              if (s === n && cell.tagName === "TH" && lanes) {
                var left = cell.offsetLeft, right = left + cell.offsetWidth;
                if (left < lanes.scrollLeft + 160 || right > lanes.scrollLeft + lanes.clientWidth) {
                  lanes.scrollLeft = Math.max(0, left - lanes.clientWidth / 2);
                }
              }
            });
            var item = document.getElementById("step-" + n);
            if (item) {
              where.textContent = item.getAttribute("data-title") + (n === 0 ? "" : "  (" + n + " of " + max + ")");
              if (scroll) { item.scrollIntoView({ block: "nearest" }); }
            }
            try { history.replaceState(null, "", "#step=" + n + (hide.checked ? "&hide-future" : "")); } catch (e) { /* some file: pages refuse */ }
          }
          function fromHash() {
            var match = /step=(\\d+)/.exec(location.hash);
            return match ? Number(match[1]) : null;
          }
          slider.addEventListener("input", function () { show(slider.value, true); });
          hide.addEventListener("change", function () { setHiding(hide.checked); show(current, true); });
          document.getElementById("prev").addEventListener("click", function () { show(current - 1, true); });
          document.getElementById("next").addEventListener("click", function () { show(current + 1, true); });
          items.forEach(function (li) {
            li.addEventListener("click", function () { show(num(li, "data-step"), false); });
          });
          document.addEventListener("keydown", function (event) {
            if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) { return; }
            var next = null;
            if (event.key === "ArrowRight" || event.key === "ArrowDown") { next = current + 1; }
            else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { next = current - 1; }
            else if (event.key === "Home") { next = 0; }
            else if (event.key === "End") { next = max; }
            if (next !== null) { event.preventDefault(); show(next, true); }
          });
          window.addEventListener("hashchange", function () {
            var wanted = fromHash();
            var hiding = /hide-future/.test(location.hash);
            if (hiding !== hide.checked) { setHiding(hiding); show(current, true); }
            if (wanted !== null && wanted !== current) { show(wanted, true); }
          });
          setHiding(/hide-future/.test(location.hash));
          var start = fromHash();
          show(start === null ? 0 : start, start !== null);
        })();

        """
    }
}
