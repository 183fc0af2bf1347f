#include "core/store/SqlPlaceholders.h"

#include <QStringList>

namespace acp::sql {

namespace {

const QStringList &placeholders()
{
    static const QStringList names = [] {
        QStringList list;
        list.reserve(MaxPlaceholders);
        for (qsizetype i = 0; i < MaxPlaceholders; ++i)
            list.append(QStringLiteral(":v%1").arg(i));
        return list;
    }();
    return names;
}

} // namespace

const QString &placeholder(qsizetype index)
{
    Q_ASSERT(index >= 0 && index < MaxPlaceholders);
    return placeholders().at(index);
}

QString placeholderList(qsizetype count, qsizetype first)
{
    Q_ASSERT(first >= 0 && count >= 0 && first + count <= MaxPlaceholders);
    return placeholders().mid(first, count).join(QStringLiteral(", "));
}

} // namespace acp::sql
