#include "core/i18n/InSentence.h"

#include <QCoreApplication>

namespace acp {

QString inSentence(const QString &displayName)
{
    //: Translate as "lower-case" when state names such as "Voting" or "Gap" are written in
    //: lower case inside a sentence in your language (English: "#12 is voting"); else as "keep".
    static const char *const kSwitch = QT_TRANSLATE_NOOP("acp::InSentence", "lower-case");
    const QString mode = QCoreApplication::translate("acp::InSentence", kSwitch);
    return mode == QLatin1String("keep") ? displayName : displayName.toLower();
}

} // namespace acp
