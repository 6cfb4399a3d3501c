/// The style sheet and the search script every page links to.
enum Assets {
    static let styleSheet = #"""
    :root {
      --bg: #ffffff; --fg: #1d1d1f; --muted: #545458; --border: #d2d2d7; --panel: #f5f5f7;
      --link: #0a58ca; --focus: #0a58ca; --code-bg: #f5f5f7; --badge: #e8e8ed;
      --warn-bg: #fff4e5; --warn-border: #b35c00; --note-border: #0a58ca;
      --kw: #9b2393; --type: #0b4f79; --name: #1d1d1f; --str: #b0190f; --num: #1c00cf;
      --attr: #7a5300; --label: #545458; --op: #1d1d1f;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #1b1b1d; --fg: #ececf0; --muted: #b4b4bb; --border: #424245; --panel: #252528;
        --link: #8ab4f8; --focus: #8ab4f8; --code-bg: #252528; --badge: #36363a;
        --warn-bg: #3a2a12; --warn-border: #f0a850; --note-border: #8ab4f8;
        --kw: #ff7ab2; --type: #6bdfff; --name: #ffffff; --str: #ff8170; --num: #d9c97c;
        --attr: #e3b07a; --label: #b4b4bb; --op: #ececf0;
      }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.55;
      font: 16px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    a { color: var(--link); }
    a:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.9em; }
    pre { background: var(--code-bg); padding: 0.75rem 1rem; border-radius: 8px; overflow-x: auto; }
    :not(pre) > code { background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
    .skip-link { position: absolute; left: -999px; top: 0.5rem; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
    .skip-link:focus { left: 0.5rem; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .site-header { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between;
      padding: 0.75rem 1.25rem; border-bottom: 1px solid var(--border); background: var(--panel); }
    .site-title { font-weight: 600; color: var(--fg); text-decoration: none; }
    .search { flex: 1 1 16rem; max-width: 32rem; }
    .versions { position: relative; }
    .versions summary { cursor: pointer; }
    .versions ul { position: absolute; right: 0; z-index: 5; list-style: none; margin: 0.25rem 0 0; padding: 0.5rem 0.75rem;
      background: var(--panel); border: 1px solid var(--border); border-radius: 8px; white-space: nowrap; }
    .versions a[aria-current] { font-weight: 600; }
    .search input { width: 100%; padding: 0.5rem 0.75rem; font-size: 1rem; color: var(--fg); background: var(--bg);
      border: 1px solid var(--muted); border-radius: 8px; }
    .search-results { margin: 0 auto; max-width: 60rem; padding: 0.5rem 1.25rem 1rem; border-bottom: 1px solid var(--border); }
    .search-results ol { list-style: none; padding: 0; margin: 0; }
    .search-results li { padding: 0.4rem 0; border-top: 1px solid var(--border); }
    .search-results li p { margin: 0.1rem 0 0; color: var(--muted); font-size: 0.9rem; }
    .result-kind, .result-module { color: var(--muted); font-size: 0.85rem; }
    /* Long identifiers (`writeWithUnsafeMutableBytes(minimumWritableBytes:_:)`) wrap rather than widen a phone's page. */
    main, .search-results { overflow-wrap: anywhere; }
    main img { max-width: 100%; height: auto; }
    .on-this-page { border: 1px solid var(--border); border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
    .on-this-page h2 { font-size: 1rem; margin: 0.3rem 0; }
    .on-this-page ul { margin: 0.2rem 0; padding-left: 1.2rem; }
    .on-this-page li ul { display: flex; flex-wrap: wrap; gap: 0 1rem; list-style: none; padding-left: 0; }
    .show-all { margin-top: 0.5rem; font: inherit; padding: 0.3rem 0.8rem; border: 1px solid var(--border); border-radius: 4px;
      background: none; color: inherit; cursor: pointer; }
    .layout { display: grid; grid-template-columns: minmax(12rem, 17rem) minmax(0, 1fr); gap: 2rem;
      max-width: 84rem; margin: 0 auto; padding: 1.25rem; }
    .sidebar { font-size: 0.92rem; border-right: 1px solid var(--border); padding-right: 1rem;
      position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; }
    .sidebar li ul { padding-left: 0.9rem; }
    .sidebar-toggle { display: none; }
    .sidebar h2 { font-size: 1rem; margin: 0 0 0.5rem; }
    .sidebar h3 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 1rem 0 0.25rem; }
    .sidebar ul { list-style: none; margin: 0; padding: 0; }
    .sidebar li { margin: 0.15rem 0; overflow-wrap: anywhere; }
    .sidebar a[aria-current="page"] { font-weight: 700; color: var(--fg); }
    main { min-width: 0; }
    .breadcrumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0 0 1rem; font-size: 0.9rem; }
    .breadcrumbs li + li::before { content: "/"; margin-right: 0.25rem; color: var(--muted); }
    .eyebrow { color: var(--muted); margin: 0; font-size: 0.95rem; }
    h1 { font-size: 2rem; line-height: 1.2; margin: 0.2rem 0 0.5rem; overflow-wrap: anywhere; }
    h2 { font-size: 1.45rem; margin: 2rem 0 0.75rem; border-bottom: 1px solid var(--border); padding-bottom: 0.3rem; }
    h3 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
    h4 { font-size: 1.05rem; margin: 0 0 0.4rem; overflow-wrap: anywhere; }
    h5 { font-size: 0.95rem; margin: 0.8rem 0 0.3rem; }
    .summary { font-size: 1.1rem; }
    .member { padding: 0.9rem 0; border-top: 1px solid var(--border); scroll-margin-top: 1rem; }
    .member:target { background: var(--panel); }
    .member h4 a { color: var(--fg); text-decoration: none; }
    .member h4 a:hover, .member h4 a:focus-visible { text-decoration: underline; }
    .declaration { margin: 0.4rem 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    .badges { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0.3rem 0; padding: 0; list-style: none; }
    .badge { background: var(--badge); border-radius: 999px; padding: 0.05rem 0.6rem; font-size: 0.8rem; }
    .badge.deprecated { background: var(--warn-bg); border: 1px solid var(--warn-border); }
    .source { font-size: 0.85rem; color: var(--muted); margin: 0.2rem 0; }
    .callout { border-left: 4px solid var(--note-border); background: var(--panel); padding: 0.5rem 1rem; margin: 0.75rem 0;
      border-radius: 0 8px 8px 0; }
    .callout.warning, .callout.important, .callout.deprecated { border-left-color: var(--warn-border); background: var(--warn-bg); }
    .callout-title { font-weight: 700; margin: 0; }
    .callout > :last-child { margin-bottom: 0; }
    dl.parameters dt { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
    dl.parameters dd { margin: 0 0 0.5rem 1.25rem; }
    dl.parameters dd > p:first-child { margin-top: 0; }
    .topic-list { list-style: none; padding: 0; }
    .topic-list li { margin: 0.5rem 0; }
    .topic-list li p { margin: 0.1rem 0 0; color: var(--muted); }
    .row { display: flex; gap: 1rem; }
    .row > .column { flex: 1 1 0; min-width: 0; }
    .row > .column[data-size="2"] { flex-grow: 2; } .row > .column[data-size="3"] { flex-grow: 3; }
    .row > .column[data-size="4"] { flex-grow: 4; } .row > .column[data-size="5"] { flex-grow: 5; }
    .row > .column[data-size="6"] { flex-grow: 6; }
    .tabs { margin: 0.75rem 0; }
    details.tab { border: 1px solid var(--border); border-radius: 6px; padding: 0 0.75rem; margin: 0.4rem 0; }
    details.tab > summary { cursor: pointer; font-weight: 600; padding: 0.4rem 0; }
    .small { font-size: 0.85rem; color: var(--muted); }
    .link-grid { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.75rem; }
    .link-grid li { border: 1px solid var(--border); border-radius: 8px; padding: 0.6rem 0.8rem; }
    .link-grid li p { margin: 0.3rem 0 0; color: var(--muted); }
    .link-grid img.card { display: block; max-width: 100%; margin-bottom: 0.4rem; }
    img.page-icon { height: 1.2em; vertical-align: -0.15em; margin-right: 0.4rem; }
    table { border-collapse: collapse; display: block; overflow-x: auto; }
    th, td { border: 1px solid var(--border); padding: 0.3rem 0.6rem; }
    .kw { color: var(--kw); } .type { color: var(--type); } .name { color: var(--name); font-weight: 700; }
    .str { color: var(--str); } .num { color: var(--num); } .attr { color: var(--attr); } .label { color: var(--label); }
    .op { color: var(--op); }
    a.type { text-decoration: underline; text-decoration-thickness: 1px; }
    footer { max-width: 84rem; margin: 0 auto; padding: 1rem 1.25rem 2rem; color: var(--muted); font-size: 0.85rem; }
    @media (max-width: 50rem) {
      .layout { grid-template-columns: minmax(0, 1fr); gap: 1rem; padding: 1rem; }
      .sidebar { position: static; border-right: 0; border-bottom: 1px solid var(--border); padding: 0 0 0.75rem;
        max-height: none; }
      .sidebar-toggle:not([hidden]) { display: block; font: inherit; padding: 0.35rem 0.9rem; border: 1px solid var(--border);
        border-radius: 4px; background: none; color: inherit; }
      .sidebar.collapsed .sidebar-content { display: none; }
      .sidebar-content { max-height: 60vh; overflow-y: auto; }
      pre, code { overflow-wrap: anywhere; }
      pre { white-space: pre-wrap; }
      h1 { font-size: 1.6rem; }
      .row { flex-direction: column; }
    }
    @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
    """#
}
