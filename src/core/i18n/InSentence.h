#pragma once

#include <QString>

namespace acp {

// A state or status name ("Voting", "Gap") as it reads inside a sentence ("#12 is voting").
// English writes it in lower case there; German keeps its nouns capitalised ("Lücke"), and
// lower-casing means nothing to Japanese or Chinese. Each catalogue says which it wants through
// one translatable switch, so no language rule lives in the code.
QString inSentence(const QString &displayName);

} // namespace acp
