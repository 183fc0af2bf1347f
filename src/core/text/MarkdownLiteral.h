#pragma once

#include <QString>

// Text from strangers inside Markdown the workbench posts to GitHub (co-chair comments): an
// applicant's title or platform name, an organization name, a login.
//
// markdownLiteral() returns one line of GitHub Markdown that renders as the text itself, and
// nothing else:
// - no link, image, reference link, footnote or autolink: [ ] are escaped, < > become &lt; &gt;,
//   and the bare-URL autolinks of GitHub's Markdown are broken ("://" and "www." lose their
//   trigger: the ':' or the '.' is escaped);
// - no HTML and no HTML comment, so no workbench marker ("<!-- acp-workbench:… -->") either:
//   the raw text never holds a '<';
// - no @mention and no #123 reference: GitHub finds those in the rendered text, after Markdown
//   escapes are gone (neither "\@" nor "&#64;" stops a mention), and skips only code, pre and
//   link text; so each "@name" and "#123" is put in a code span. A zero-width character after
//   the '@' would work on GitHub but is neutralised on the way back in (DisplayText.h);
// - no emphasis, strikethrough, code, math, entity or heading: \ ` * _ ~ $ & # are escaped;
// - no table cell break: | is escaped, so the value may stand in a table cell;
// - no new block: line breaks become spaces (displayLine(), which also neutralises controls,
//   bidi and invisible characters), runs of white space collapse, and a value that starts with
//   what would open a list, quote or thematic break has that character escaped.
// A reviewer's own text (notes, reasons, edits in the preview) is theirs and is never passed
// through this.
namespace acp::text {

QString markdownLiteral(const QString &text);

// A GitHub login where a template writes "@{{author}}" or a roster names a representative:
// a valid login is returned as it is, so the mention the comment intends still works;
// anything else (which GitHub never sends) becomes "(" + literal + ")", so the '@' before it
// mentions nobody and no other mention hides inside; an empty login stays empty.
QString markdownLogin(const QString &login);
bool isGitHubLogin(const QString &login);

// The inverse, for cells the workbench reads back (the roster table in a vote comment): the
// plain text of a literal, with backslash escapes, the entities &lt; &gt; &amp; &quot; &#NN;
// and &#xNN;, and code-span backticks resolved. Emphasis marks that are not escaped are dropped,
// as a table cell's reader would see them.
QString plainFromMarkdownInline(const QString &markdown);

} // namespace acp::text
