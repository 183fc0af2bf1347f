#include "core/voting/RosterParser.h"

#include "core/review/MarkerBlock.h"
#include "core/text/DisplayText.h"
#include "core/text/MarkdownLiteral.h"
#include "core/text/MarkdownTable.h"
#include "core/voting/RosterFacts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

namespace acp {

namespace {

enum class Column {
    Organization,
    Representative,
    Alternate,
    Status,
    Note,
    TacSeat,
    LastActive,
    Attended
};

// One organization as read, before the checks that look at the whole roster.
struct RawRow
{
    QString where; // "line 12" or "organization 3", for messages
    QString name;
    QString representative;
    QString alternate;
    QString status;
    bool hasStatus = false;
    QString note;
    QString tacSeat; // the facts eligibility rules read (RosterFacts)
    QString lastActive;
    QString attended;
};

// A cell's text without its Markdown: links become their text; emphasis and code marks go;
// backslash escapes and entities are resolved, so a name the workbench wrote as a Markdown
// literal (text::markdownLiteral, e.g. "AT\&T `@home`") reads back as it was ("AT&T @home").
// Control and invisible characters become what the vote comment's table shows for them
// (text::displayLine), so a roster reads back from that table exactly as it was imported.
QString plainText(QString text)
{
    text = text.trimmed();
    // [text](url) -> text; an escaped \[ opens no link.
    static const QRegularExpression link(
        QStringLiteral("(?<!\\\\)\\[((?:[^\\]\\\\]|\\\\.)*)\\]\\([^)]*\\)"));
    text.replace(link, QStringLiteral("\\1"));
    return text::displayLine(text::plainFromMarkdownInline(text)).trimmed();
}

QString headerKey(const QString &header)
{
    return plainText(header).toLower().simplified();
}

std::optional<Column> columnFor(const QString &header, const QList<Column> &taken)
{
    const QString key = headerKey(header);
    auto has = [&key](std::initializer_list<const char *> words) {
        for (const char *word : words) {
            if (key.contains(QLatin1String(word))) {
                return true;
            }
        }
        return false;
    };
    auto free = [&taken](Column column) { return !taken.contains(column); };
    if (free(Column::Alternate)
        && has({ "alternate", "backup", "deputy", "substitute", "secondary" })) {
        return Column::Alternate;
    }
    if (free(Column::Representative)
        && (has({ "representative", "primary", "delegate" }) || key == QLatin1String("rep")
            || key == QLatin1String("voter"))) {
        return Column::Representative;
    }
    if (free(Column::TacSeat)
        && (key == QLatin1String("tac") || key.startsWith(QLatin1String("tac "))
            || has({ "technical advisory" }))) {
        return Column::TacSeat;
    }
    if (free(Column::LastActive) && has({ "last activ", "last seen" })) {
        return Column::LastActive;
    }
    if (free(Column::Attended) && has({ "attended", "attendance" })) {
        return Column::Attended;
    }
    if (free(Column::Status) && has({ "status", "eligib", "standing" })) {
        return Column::Status;
    }
    if (free(Column::Note) && has({ "note", "comment", "remark" })) {
        return Column::Note;
    }
    if (free(Column::Organization)
        && (has({ "organi", "company", "member", "institution", "affiliation" })
            || key == QLatin1String("org") || key == QLatin1String("name"))) {
        return Column::Organization;
    }
    return std::nullopt;
}

bool isEmptyMarker(const QString &text)
{
    static const QStringList markers = {
        QString(),
        QStringLiteral("-"),
        QStringLiteral("—"),
        QStringLiteral("–"),
        QStringLiteral("n/a"),
        QStringLiteral("na"),
        QStringLiteral("none"),
        QStringLiteral("(none)"),
        QStringLiteral("tbd"),
        QStringLiteral("vacant"),
        QStringLiteral("null"),
    };
    return markers.contains(text.trimmed().toLower());
}

// "suspended (missed two meetings)" -> Suspended, "missed two meetings".
std::optional<OrganizationStatus> statusFromCell(const QString &text, QString *rest)
{
    const QString plain = plainText(text);
    if (const auto whole = organizationStatusFromText(plain)) {
        rest->clear();
        return whole;
    }
    static const QStringList words = {
        QStringLiteral("not eligible"), QStringLiteral("ineligible"), QStringLiteral("suspended"),
        QStringLiteral("inactive"),     QStringLiteral("eligible"),   QStringLiteral("active"),
        QStringLiteral("voting"),
    };
    const QString lower = plain.toLower();
    for (const QString &word : words) {
        if (lower.startsWith(word) && lower.size() > word.size()
            && !lower.at(word.size()).isLetterOrNumber()) {
            QString remainder = plain.mid(word.size()).trimmed();
            static const QRegularExpression leading(QStringLiteral("^[\\s:;,.–—-]+"));
            remainder.remove(leading);
            if (remainder.startsWith(QLatin1Char('(')) && remainder.endsWith(QLatin1Char(')'))) {
                remainder = remainder.mid(1, remainder.size() - 2).trimmed();
            }
            *rest = remainder;
            return organizationStatusFromText(word);
        }
    }
    return std::nullopt;
}

// Checks the rows together and builds the roster.
RosterParseResult finish(const QList<RawRow> &rows, const QString &emptyError)
{
    RosterParseResult result;
    if (rows.isEmpty()) {
        result.error = emptyError;
        return result;
    }
    Roster roster;
    QHash<QString, QString> loginOwner; // lower-case login -> organization
    for (const RawRow &row : rows) {
        RosterOrganization organization;
        organization.name = plainText(row.name).simplified();
        if (organization.name.isEmpty()) {
            result.error = RosterParser::tr("The organization on %1 has no name.").arg(row.where);
            return result;
        }
        if (roster.organization(organization.name)) {
            result.error = RosterParser::tr("The organization “%1” is listed twice (again on %2).")
                               .arg(organization.name, row.where);
            return result;
        }
        const std::optional<QString> representative =
            RosterParser::loginFromText(row.representative);
        if (!representative) {
            result.error = RosterParser::tr("“%1” on %2 is not a GitHub login; write @login, "
                                            "login or https://github.com/login.")
                               .arg(plainText(row.representative), row.where);
            return result;
        }
        const std::optional<QString> alternate = RosterParser::loginFromText(row.alternate);
        if (!alternate) {
            result.error = RosterParser::tr("“%1” on %2 is not a GitHub login; write @login, "
                                            "login or https://github.com/login.")
                               .arg(plainText(row.alternate), row.where);
            return result;
        }
        organization.representative = *representative;
        organization.alternate = *alternate;
        organization.note = plainText(row.note);
        if (row.hasStatus && !plainText(row.status).isEmpty()) {
            QString rest;
            const std::optional<OrganizationStatus> status = statusFromCell(row.status, &rest);
            if (!status) {
                result.error = RosterParser::tr("Unknown status “%1” on %2; write eligible or "
                                                "suspended.")
                                   .arg(plainText(row.status), row.where);
                return result;
            }
            organization.status = *status;
            if (organization.note.isEmpty()) {
                organization.note = rest;
            }
        }
        const std::optional<bool> tacSeat = rosterfacts::flagFromText(plainText(row.tacSeat));
        if (!tacSeat) {
            result.error = RosterParser::tr("“%1” on %2 does not say whether the organization "
                                            "holds a TAC seat; write yes or no.")
                               .arg(plainText(row.tacSeat), row.where);
            return result;
        }
        const std::optional<QDate> lastActive =
            rosterfacts::dateFromText(plainText(row.lastActive));
        const std::optional<QList<QDate>> attended =
            rosterfacts::datesFromText(plainText(row.attended));
        if (!lastActive || !attended) {
            result.error =
                RosterParser::tr("“%1” on %2 is not a date; write dates as "
                                 "YYYY-MM-DD.")
                    .arg(plainText(lastActive ? row.attended : row.lastActive), row.where);
            return result;
        }
        organization.tacSeat = *tacSeat;
        organization.lastActive = *lastActive;
        organization.attended = *attended;
        if (!organization.alternate.isEmpty()
            && organization.isRepresentative(organization.alternate)) {
            result.warnings.append(
                RosterParser::tr("%1 has @%2 as both representative and alternate; the "
                                 "alternate is dropped.")
                    .arg(organization.name, organization.alternate));
            organization.alternate.clear();
        }
        for (const QString &login : { organization.representative, organization.alternate }) {
            if (login.isEmpty()) {
                continue;
            }
            const QString key = login.toLower();
            if (loginOwner.contains(key)) {
                result.error = RosterParser::tr("@%1 is listed for both %2 and %3; one login can "
                                                "vote for one organization only.")
                                   .arg(login, loginOwner.value(key), organization.name);
                return result;
            }
            loginOwner.insert(key, organization.name);
        }
        if (organization.representative.isEmpty() && organization.alternate.isEmpty()) {
            result.warnings.append(RosterParser::tr("%1 has no representative and no alternate: "
                                                    "nobody can vote for it.")
                                       .arg(organization.name));
        } else if (organization.representative.isEmpty()) {
            result.warnings.append(
                RosterParser::tr("%1 has no representative; only its alternate can vote.")
                    .arg(organization.name));
        }
        roster.organizations.append(organization);
    }
    result.roster = roster;
    return result;
}

// The texts of a JSON array of strings; empty for a missing value, none for anything else.
std::optional<QStringList> dateTexts(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull()) {
        return QStringList();
    }
    if (!value.isArray()) {
        return std::nullopt;
    }
    QStringList texts;
    for (const QJsonValue &item : value.toArray()) {
        if (!item.isString()) {
            return std::nullopt;
        }
        texts.append(item.toString());
    }
    return texts;
}

QString columnName(Column column)
{
    switch (column) {
    case Column::Organization:
        return RosterParser::tr("Organization");
    case Column::Representative:
        return RosterParser::tr("Representative");
    case Column::Alternate:
        return RosterParser::tr("Alternate");
    case Column::Status:
        return RosterParser::tr("Status");
    case Column::Note:
        return RosterParser::tr("Note");
    case Column::TacSeat:
        return RosterParser::tr("TAC seat");
    case Column::LastActive:
        return RosterParser::tr("Last active");
    case Column::Attended:
        return RosterParser::tr("Attended");
    }
    return {};
}

} // namespace

bool RosterParser::isValidLogin(const QString &login)
{
    // GitHub: alphanumerics and hyphens, at most 39 characters, not starting with a hyphen;
    // managed-user logins add an underscore and a short code.
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:_[A-Za-z0-9]+)?$"));
    return pattern.match(login).hasMatch();
}

std::optional<QString> RosterParser::loginFromText(const QString &text)
{
    QString value = text.trimmed();
    if (isEmptyMarker(plainText(value))) {
        return QString();
    }
    // A profile link, bare or as the target of a Markdown link.
    static const QRegularExpression profile(
        QStringLiteral("https?://(?:www\\.)?[A-Za-z0-9.-]*github[A-Za-z0-9.-]*/"
                       "([A-Za-z0-9][A-Za-z0-9_-]*)/?(?=[\\s)\\]>]|$)"));
    const QRegularExpressionMatch link = profile.match(value);
    if (link.hasMatch()) {
        const QString login = link.captured(1);
        return isValidLogin(login) ? std::optional<QString>(login) : std::nullopt;
    }
    value = plainText(value);
    // One @handle somewhere in the cell ("Jane Doe (@jdoe)"); not an e-mail address.
    static const QRegularExpression handle(
        QStringLiteral("(?<![A-Za-z0-9._%+-])@([A-Za-z0-9][A-Za-z0-9_-]*)"));
    QStringList handles;
    for (QRegularExpressionMatchIterator it = handle.globalMatch(value); it.hasNext();) {
        handles.append(it.next().captured(1));
    }
    if (handles.size() == 1) {
        return isValidLogin(handles.constFirst()) ? std::optional<QString>(handles.constFirst())
                                                  : std::nullopt;
    }
    if (handles.size() > 1) {
        return std::nullopt;
    }
    return isValidLogin(value) ? std::optional<QString>(value) : std::nullopt;
}

RosterParseResult RosterParser::parseMarkdown(const QString &markdown)
{
    // Only the prose: a table inside an HTML comment, a code block, a multi-line code span or a
    // quote is not the roster (anyone can hide one there; lines keep their numbers).
    QString text = markdown::proseOnly(markdown, true);
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    const QStringList lines = text.split(QLatin1Char('\n'));

    RosterParseResult result;
    QString firstTableError;
    bool inFence = false;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QString trimmed = lines.at(i).trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            inFence = !inFence;
            continue;
        }
        if (inFence || !trimmed.contains(QLatin1Char('|'))
            || !markdowntable::isSeparatorRow(lines.at(i + 1))) {
            continue;
        }
        // A table: header at i, separator at i + 1, rows until a line without a pipe.
        const QStringList headers = markdowntable::splitRow(lines.at(i));
        QMap<Column, int> columns;
        for (int c = 0; c < headers.size(); ++c) {
            if (const std::optional<Column> column = columnFor(headers.at(c), columns.keys())) {
                columns.insert(*column, c);
            }
        }
        qsizetype end = i + 2;
        while (end < lines.size() && lines.at(end).contains(QLatin1Char('|'))
               && !lines.at(end).trimmed().isEmpty()) {
            ++end;
        }
        if (!columns.contains(Column::Organization) || !columns.contains(Column::Representative)) {
            if (firstTableError.isEmpty()) {
                QStringList missing;
                for (Column needed : { Column::Organization, Column::Representative }) {
                    if (!columns.contains(needed)) {
                        missing.append(columnName(needed));
                    }
                }
                QStringList found;
                for (const QString &header : headers) {
                    found.append(plainText(header));
                }
                firstTableError =
                    tr("The roster table on line %1 has no %2 column (its columns are: %3); "
                       "the roster needs an Organization and a Representative column.")
                        .arg(i + 1)
                        .arg(missing.join(tr(" and no ")), found.join(QStringLiteral(", ")));
            }
            i = end - 1;
            continue;
        }
        QList<RawRow> rows;
        for (qsizetype r = i + 2; r < end; ++r) {
            const QStringList cells = markdowntable::splitRow(lines.at(r));
            bool blank = true;
            for (const QString &cell : cells) {
                blank = blank && plainText(cell).isEmpty();
            }
            if (blank) {
                continue;
            }
            RawRow row;
            row.where = tr("line %1").arg(r + 1);
            row.name = cells.value(columns.value(Column::Organization));
            row.representative = cells.value(columns.value(Column::Representative));
            if (columns.contains(Column::Alternate)) {
                row.alternate = cells.value(columns.value(Column::Alternate));
            }
            if (columns.contains(Column::Status)) {
                row.hasStatus = true;
                row.status = cells.value(columns.value(Column::Status));
            }
            if (columns.contains(Column::Note)) {
                row.note = cells.value(columns.value(Column::Note));
            }
            if (columns.contains(Column::TacSeat)) {
                row.tacSeat = cells.value(columns.value(Column::TacSeat));
            }
            if (columns.contains(Column::LastActive)) {
                row.lastActive = cells.value(columns.value(Column::LastActive));
            }
            if (columns.contains(Column::Attended)) {
                row.attended = cells.value(columns.value(Column::Attended));
            }
            rows.append(row);
        }
        result = finish(rows, tr("The roster table on line %1 lists no organizations.").arg(i + 1));
        if (result.roster) {
            QStringList plainLines;
            for (const QString &line : lines) {
                plainLines.append(line.contains(QLatin1Char('|')) ? QString() : plainText(line));
            }
            QString meetingsError;
            result.roster->meetings = rosterfacts::meetingListOf(plainLines, &meetingsError);
            if (!meetingsError.isEmpty()) {
                result.roster.reset();
                result.error = meetingsError;
            }
        }
        return result;
    }
    result.error = firstTableError.isEmpty()
        ? tr("No Markdown table was found; the roster needs a table with an Organization and a "
             "Representative column.")
        : firstTableError;
    return result;
}

RosterParseResult RosterParser::parseJson(const QByteArray &json)
{
    RosterParseResult result;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.error = tr("The roster is not valid JSON: %1 at offset %2.")
                           .arg(parseError.errorString())
                           .arg(parseError.offset);
        return result;
    }
    QJsonArray array;
    if (document.isArray()) {
        array = document.array();
    } else if (document.object().value(QLatin1String("organizations")).isArray()) {
        array = document.object().value(QLatin1String("organizations")).toArray();
    } else {
        result.error = tr("The roster JSON needs an “organizations” array.");
        return result;
    }
    auto textOf = [](const QJsonValue &value) {
        return value.isString() ? value.toString() : QString();
    };
    QList<RawRow> rows;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue value = array.at(i);
        const QString where = tr("organization %1 of the JSON").arg(i + 1);
        if (!value.isObject()) {
            result.error = tr("The roster JSON's %1 is not an object.").arg(where);
            return result;
        }
        const QJsonObject object = value.toObject();
        RawRow row;
        row.where = where;
        row.name = textOf(object.contains(QLatin1String("name"))
                              ? object.value(QLatin1String("name"))
                              : object.value(QLatin1String("organization")));
        row.representative = textOf(object.value(QLatin1String("representative")));
        row.alternate = textOf(object.value(QLatin1String("alternate")));
        row.note = textOf(object.value(QLatin1String("note")));
        if (object.value(QLatin1String("status")).isString()) {
            row.hasStatus = true;
            row.status = object.value(QLatin1String("status")).toString();
        } else if (object.value(QLatin1String("eligible")).isBool()) {
            row.hasStatus = true;
            row.status = object.value(QLatin1String("eligible")).toBool()
                ? QStringLiteral("eligible")
                : QStringLiteral("suspended");
        }
        for (const char *key : { "representative", "alternate", "last_active" }) {
            const QJsonValue login = object.value(QLatin1String(key));
            if (!login.isUndefined() && !login.isNull() && !login.isString()) {
                result.error = tr("The %1 of %2 is not a text.").arg(QLatin1String(key), where);
                return result;
            }
        }
        const QJsonValue tacSeat = object.value(QLatin1String("tac_seat"));
        if (!tacSeat.isUndefined() && !tacSeat.isNull() && !tacSeat.isBool()) {
            result.error = tr("The tac_seat of %1 is not true or false.").arg(where);
            return result;
        }
        row.tacSeat = tacSeat.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        row.lastActive = textOf(object.value(QLatin1String("last_active")));
        const std::optional<QStringList> attended =
            dateTexts(object.value(QLatin1String("attended")));
        if (!attended) {
            result.error = tr("The attended of %1 is not a list of dates.").arg(where);
            return result;
        }
        row.attended = attended->join(QLatin1Char(' '));
        rows.append(row);
    }
    const std::optional<QStringList> meetings = dateTexts(
        document.isObject() ? document.object().value(QLatin1String("meetings")) : QJsonValue());
    const std::optional<QList<QDate>> meetingDates =
        meetings ? rosterfacts::datesFromText(meetings->join(QLatin1Char(' '))) : std::nullopt;
    if (!meetingDates) {
        result.error = tr("The roster JSON's “meetings” is not a list of dates (YYYY-MM-DD).");
        return result;
    }
    result = finish(rows, tr("The roster JSON lists no organizations."));
    if (result.roster) {
        result.roster->meetings = *meetingDates;
    }
    return result;
}

RosterParseResult RosterParser::parse(const QByteArray &content)
{
    const QByteArray trimmed = content.trimmed();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        return parseJson(content);
    }
    return parseMarkdown(QString::fromUtf8(content));
}

RosterParseResult RosterParser::parseFile(const QString &filePath)
{
    RosterParseResult result;
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("The roster file %1 could not be read: %2.")
                           .arg(QDir::toNativeSeparators(filePath), file.errorString());
        return result;
    }
    constexpr qint64 maxSize = 4 * 1024 * 1024;
    if (file.size() > maxSize) {
        result.error = tr("The roster file %1 is too large for a roster.")
                           .arg(QDir::toNativeSeparators(filePath));
        return result;
    }
    result = parse(file.readAll());
    if (result.roster) {
        result.roster->source = QFileInfo(filePath).fileName();
    }
    return result;
}

} // namespace acp
