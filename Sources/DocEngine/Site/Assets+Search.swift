/// The search script (and the sidebar behaviour every page shares).
extension Assets {
    /// Searches `window.swiftdocSearchIndex` (loaded by a `<script>` tag, so it
    /// works from `file://`), as the user types and for a `?q=` in the URL.
    static let searchScript = #"""
    (function () {
      'use strict';
      var root = document.documentElement.getAttribute('data-root') || '';
      var entries = window.swiftdocSearchIndex || [];
      var input = document.getElementById('search-input');
      var panel = document.getElementById('search-results');
      if (!input || !panel) { return; }

      var pageSize = 50;

      // Whether the letters of `term` appear in `name` in order (`evlp` in `eventloop`).
      function subsequence(term, name) {
        var at = 0;
        for (var i = 0; i < name.length && at < term.length; i++) { if (name[i] === term[at]) { at++; } }
        return at === term.length;
      }

      // Each entry: [title, kind, module, container, url, summary, origin]; origin is
      // 'inherited' for members a type gets from a protocol extension.
      function score(entry, terms) {
        var title = entry[0].toLowerCase();
        var qualified = (entry[3] ? entry[3] + '.' : '').toLowerCase() + title;
        var summary = entry[5].toLowerCase();
        var total = 0;
        for (var i = 0; i < terms.length; i++) {
          var term = terms[i];
          var name = title.split('(')[0];
          if (name === term) { total += 100; }
          else if (name.indexOf(term) === 0) { total += 50; }
          else if (title.indexOf(term) >= 0) { total += 20; }
          else if (qualified.indexOf(term) >= 0) { total += 10; }
          else if (subsequence(term, name)) { total += 5; }
          else if (summary.indexOf(term) >= 0) { total += 1; }
          else { return 0; }
        }
        return total;
      }

      // The package's own exact and prefix matches first, then its other matches,
      // then what types inherit; within each, by score, then shorter names.
      function search(query) {
        var terms = query.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 0; });
        if (terms.length === 0) { return []; }
        var found = [];
        for (var i = 0; i < entries.length; i++) {
          var s = score(entries[i], terms);
          if (s === 0) { continue; }
          var tier = entries[i][6] === 'inherited' ? 2 : (s >= 50 * terms.length ? 0 : 1);
          found.push({ entry: entries[i], score: s, tier: tier, order: i });
        }
        found.sort(function (a, b) {
          return a.tier - b.tier || b.score - a.score || a.entry[0].length - b.entry[0].length || a.order - b.order;
        });
        return found;
      }

      function element(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text) { node.textContent = text; }
        return node;
      }

      function show(query, all) {
        var found = search(query);
        var total = found.length;
        if (!all) { found = found.slice(0, pageSize); }
        panel.textContent = '';
        if (!query.trim()) { panel.hidden = true; return; }
        panel.hidden = false;
        var heading = element('h2', 'visually-hidden', 'Search results');
        panel.appendChild(heading);
        var status = element('p', 'result-count', found.length === 0
          ? 'No symbols match \u201c' + query + '\u201d.'
          : total + (total === 1 ? ' result' : ' results') + ' for \u201c' + query + '\u201d');
        status.setAttribute('role', 'status');
        panel.appendChild(status);
        var list = element('ol');
        found.forEach(function (match) {
          var entry = match.entry;
          var item = element('li');
          var link = element('a', 'result-link');
          link.href = root + entry[4];
          link.appendChild(element('span', 'result-kind', entry[1] + ' '));
          link.appendChild(element('span', 'result-name', (entry[3] ? entry[3] + '.' : '') + entry[0]));
          item.appendChild(link);
          item.appendChild(element('span', 'result-module', ' \u2014 ' + entry[2]));
          if (entry[5]) { item.appendChild(element('p', '', entry[5])); }
          list.appendChild(item);
        });
        panel.appendChild(list);
        if (found.length < total) {
          var more = element('button', 'show-all', 'Show all ' + total + ' results');
          more.type = 'button';
          more.addEventListener('click', function () { show(query, true); });
          panel.appendChild(more);
        }
      }

      input.addEventListener('input', function () { show(input.value); });
      input.form.addEventListener('submit', function (event) {
        event.preventDefault();
        var first = panel.querySelector('a.result-link');
        if (first) { window.location.href = first.href; }
      });
      input.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') { input.value = ''; show(''); }
        if (event.key === 'ArrowDown') {
          var first = panel.querySelector('a.result-link');
          if (first) { event.preventDefault(); first.focus(); }
        }
      });
      // Up and down move through the results (up from the first returns to the
      // field); Escape returns to the field; Enter follows the focused link.
      panel.addEventListener('keydown', function (event) {
        var links = Array.prototype.slice.call(panel.querySelectorAll('a.result-link'));
        var at = links.indexOf(document.activeElement);
        if (event.key === 'ArrowDown' && at >= 0 && at + 1 < links.length) { event.preventDefault(); links[at + 1].focus(); }
        if (event.key === 'ArrowUp' && at >= 0) { event.preventDefault(); (at === 0 ? input : links[at - 1]).focus(); }
        if (event.key === 'Escape') { event.preventDefault(); input.focus(); }
      });
      // The sidebar: the current page scrolled into its view; on a phone, folded
      // behind its button (without scripts it stays open).
      var sidebar = document.querySelector('.sidebar');
      var toggle = document.querySelector('.sidebar-toggle');
      var current = document.querySelector('.sidebar [aria-current="page"]');
      if (sidebar && toggle) {
        toggle.hidden = false;
        var narrow = window.matchMedia && window.matchMedia('(max-width: 50rem)').matches;
        var fold = function (folded) {
          sidebar.classList.toggle('collapsed', folded);
          toggle.setAttribute('aria-expanded', folded ? 'false' : 'true');
        };
        fold(narrow);
        toggle.addEventListener('click', function () { fold(!sidebar.classList.contains('collapsed')); });
      }
      var scroller = document.querySelector('.sidebar-content');
      if (current && scroller && !(sidebar && sidebar.classList.contains('collapsed'))) {
        var box = window.getComputedStyle(sidebar).overflowY === 'auto' ? sidebar : scroller;
        box.scrollTop = Math.max(0, current.offsetTop - box.offsetTop - box.clientHeight / 2);
      }
      var query = new URLSearchParams(window.location.search).get('q');
      if (query) { input.value = query; show(query); }
    })();
    """#
}
