#pragma once

#include <QString>

namespace acp::text {

// GitHub-flavoured Markdown rendered as GitHub renders issues and comments, by GitHub's own
// library: cmark-gfm (its fork of the CommonMark reference implementation) with the table,
// strikethrough, autolink, task-list and tag-filter extensions, and a line break for every
// newline, as in comments. The result is the subset of HTML that Qt's rich text engine reads:
// - raw HTML is never markup: an HTML block or tag comes out as the text it is;
// - link and image addresses are kept as written (cmark's own filter would blank some without
//   a word): whoever shows the result decides what may be opened or loaded, and can tell the
//   reader what was refused;
// - strikethrough is <s>, and a task-list item is <li class="checked"> or "unchecked", the
//   forms Qt reads (cmark writes <del> and a disabled <input>, which Qt drops).
QString githubMarkdownToHtml(const QString &markdown);

// Removes HTML comments (<!-- ... -->) outside code, as GitHub hides them: issue templates
// and the workbench's own action markers live there. Markdown only has them as raw HTML,
// which the workbench would otherwise show as text.
QString withoutHtmlComments(const QString &markdown);

} // namespace acp::text
