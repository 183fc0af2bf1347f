#include "core/voting/RosterFacts.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace acp::rosterfacts {

namespace {

bool isEmptyWord(const QString &word)
{
    static const QStringList empty = { QString(),
                                       QStringLiteral("-"),
                                       QStringLiteral("—"),
                                       QStringLiteral("–"),
                                       QStringLiteral("n/a"),
                                       QStringLiteral("none"),
                                       QStringLiteral("never"),
                                       QStringLiteral("unknown") };
    return empty.contains(word);
}

} // namespace

std::optional<bool> flagFromText(const QString &text)
{
    const QString word = text.trimmed().toLower();
    static const QStringList yes = { QStringLiteral("yes"),    QStringLiteral("y"),
                                     QStringLiteral("true"),   QStringLiteral("seat"),
                                     QStringLiteral("✅"),      QStringLiteral("✔"),
                                     QStringLiteral("✔️"), QStringLiteral("✓"),
                                     QStringLiteral("x") };
    static const QStringList no = { QStringLiteral("no"), QStringLiteral("n"),
                                    QStringLiteral("false"), QStringLiteral("❌") };
    if (yes.contains(word)) {
        return true;
    }
    if (no.contains(word) || isEmptyWord(word)) {
        return false;
    }
    return std::nullopt;
}

std::optional<QDate> dateFromText(const QString &text)
{
    const QString word = text.trimmed();
    if (isEmptyWord(word.toLower())) {
        return QDate();
    }
    static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QDate date = iso.match(word).hasMatch() ? QDate::fromString(word, Qt::ISODate) : QDate();
    return date.isValid() ? std::optional<QDate>(date) : std::nullopt;
}

std::optional<QList<QDate>> datesFromText(const QString &text)
{
    QList<QDate> dates;
    if (isEmptyWord(text.trimmed().toLower())) {
        return dates;
    }
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    for (const QString &item : text.split(separators, Qt::SkipEmptyParts)) {
        const std::optional<QDate> date = dateFromText(item);
        if (!date || !date->isValid()) {
            return std::nullopt;
        }
        if (!dates.contains(*date)) {
            dates.append(*date);
        }
    }
    std::sort(dates.begin(), dates.end());
    return dates;
}

QList<QDate> meetingListOf(const QStringList &plainLines, QString *error)
{
    static const QRegularExpression line(
        QStringLiteral("^(?:[-*+]\\s+)?meetings(?:\\s+held)?\\s*:\\s*(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    for (qsizetype index = 0; index < plainLines.size(); ++index) {
        const QRegularExpressionMatch match = line.match(plainLines.at(index).trimmed());
        if (!match.hasMatch()) {
            continue;
        }
        const std::optional<QList<QDate>> dates = datesFromText(match.captured(1));
        if (!dates) {
            *error = QCoreApplication::translate(
                         "acp::RosterParser",
                         "The meeting list on line %1 holds something that is not a date; write "
                         "the dates as YYYY-MM-DD, separated by commas.")
                         .arg(index + 1);
            return {};
        }
        return *dates;
    }
    return {};
}

} // namespace acp::rosterfacts
