#include "core/text/MarkdownTable.h"

#include <QRegularExpression>

namespace acp::markdowntable {

QStringList splitRow(const QString &line)
{
    QString row = line.trimmed();
    if (row.startsWith(QLatin1Char('|'))) {
        row.remove(0, 1);
    }
    if (row.endsWith(QLatin1Char('|')) && !row.endsWith(QLatin1String("\\|"))) {
        row.chop(1);
    }
    QStringList cells;
    QString current;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QChar c = row.at(i);
        if (c == QLatin1Char('\\') && i + 1 < row.size() && row.at(i + 1) == QLatin1Char('|')) {
            current += QLatin1String("\\|");
            ++i;
        } else if (c == QLatin1Char('|')) {
            cells.append(current.trimmed());
            current.clear();
        } else {
            current += c;
        }
    }
    cells.append(current.trimmed());
    return cells;
}

bool isSeparatorRow(const QString &line)
{
    static const QRegularExpression separator(
        QStringLiteral("^\\s*\\|?\\s*:?-+:?\\s*(\\|\\s*:?-+:?\\s*)*\\|?\\s*$"));
    return line.contains(QLatin1Char('-')) && separator.match(line).hasMatch();
}

} // namespace acp::markdowntable
