#include "core/review/SectionMapper.h"

namespace acp {

namespace {

// Scripts written without spaces between words: a keyword there may sit anywhere in the text.
bool isUnspacedScript(QChar::Script script)
{
    switch (script) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Thai:
    case QChar::Script_Lao:
    case QChar::Script_Khmer:
    case QChar::Script_Myanmar:
    case QChar::Script_Tibetan:
        return true;
    default:
        return false;
    }
}

int codePointCount(QStringView text)
{
    int count = 0;
    for (const QChar c : text) {
        if (!c.isLowSurrogate()) {
            ++count;
        }
    }
    return count;
}

} // namespace

QList<int> SectionMapping::sectionsOf(const QString &requirementId) const
{
    QList<int> result;
    for (int i = 0; i < requirementsOfSection.size(); ++i) {
        if (requirementsOfSection.at(i).contains(requirementId)) {
            result.append(i);
        }
    }
    return result;
}

QList<int> SectionMapping::unmappedSections() const
{
    QList<int> result;
    for (int i = 0; i < requirementOfSection.size(); ++i) {
        if (requirementOfSection.at(i).isEmpty() && factOfSection.value(i).isEmpty()) {
            result.append(i);
        }
    }
    return result;
}

QList<int> SectionMapping::factSections() const
{
    QList<int> result;
    for (int i = 0; i < factOfSection.size(); ++i) {
        if (!factOfSection.at(i).isEmpty()) {
            result.append(i);
        }
    }
    return result;
}

SectionMapper::SectionMapper(const RequirementSet &requirements)
    : m_entries(entriesFor(requirements))
{ }

std::shared_ptr<const QList<SectionMapper::Entry>>
SectionMapper::entriesFor(const RequirementSet &requirements)
{
    // Normalizing every alias and keyword is most of making a mapper, and each application shown
    // makes two from the same requirements: the last few sets' entries are kept. Per thread, so
    // that no lock is taken; the entries are never changed once made.
    struct Made
    {
        QList<Terms> terms;
        std::shared_ptr<const QList<Entry>> entries;
    };
    constexpr qsizetype Kept = 4;
    thread_local QList<Made> made; // the most recently used first

    QList<Terms> terms;
    terms.reserve(requirements.size());
    for (const Requirement &requirement : requirements.requirements()) {
        terms.append({ requirement.id, requirement.headingAliases, requirement.keywords });
    }
    for (qsizetype i = 0; i < made.size(); ++i) {
        if (made.at(i).terms == terms) {
            made.move(i, 0);
            return made.constFirst().entries;
        }
    }
    auto entries = std::make_shared<const QList<Entry>>(makeEntries(requirements));
    made.prepend({ std::move(terms), entries });
    if (made.size() > Kept) {
        made.removeLast();
    }
    return entries;
}

QList<SectionMapper::Entry> SectionMapper::makeEntries(const RequirementSet &requirements)
{
    QList<Entry> entries;
    for (const Requirement &requirement : requirements.requirements()) {
        Entry entry;
        entry.id = requirement.id;
        QStringList seen;
        for (const QString &alias : requirement.headingAliases) {
            const Keyword keyword = keywordOf(alias);
            entry.aliasKeys.append(keyword.key);
            if (!seen.contains(keyword.key)) {
                seen.append(keyword.key);
                entry.keywords.append(keyword);
            }
        }
        for (const QString &text : requirement.keywords) {
            const Keyword keyword = keywordOf(text);
            if (!keyword.key.isEmpty() && !seen.contains(keyword.key)) {
                seen.append(keyword.key);
                entry.keywords.append(keyword);
            }
        }
        entries.append(entry);
    }
    return entries;
}

SectionMapper::Keyword SectionMapper::keywordOf(const QString &text)
{
    Keyword keyword;
    keyword.key = IssueForm::headingKey(text);
    if (keyword.key.isEmpty()) {
        return keyword;
    }
    const uint first = keyword.key.at(0).isHighSurrogate() && keyword.key.size() > 1
        ? QChar::surrogateToUcs4(keyword.key.at(0), keyword.key.at(1))
        : keyword.key.at(0).unicode();
    keyword.wordBounded = !isUnspacedScript(QChar::script(first));
    const qsizetype lastSpace = keyword.key.lastIndexOf(QLatin1Char(' '));
    keyword.allowSuffix = keyword.key.size() - (lastSpace + 1) >= 4;
    // Longer, more specific phrases weigh more; a character of an unspaced script says more
    // than a Latin letter.
    const int length = codePointCount(keyword.key);
    keyword.weight = keyword.wordBounded ? length : 3 * length;
    return keyword;
}

bool SectionMapper::contains(QStringView textKey, const Keyword &keyword)
{
    if (keyword.key.isEmpty()) {
        return false;
    }
    qsizetype from = 0;
    for (;;) {
        const qsizetype at = textKey.indexOf(keyword.key, from);
        if (at < 0) {
            return false;
        }
        if (!keyword.wordBounded) {
            return true;
        }
        const qsizetype end = at + keyword.key.size();
        const bool startsWord = at == 0 || textKey[at - 1] == u' ';
        const bool endsWord = end == textKey.size() || textKey[end] == u' ';
        if (startsWord && (endsWord || keyword.allowSuffix)) {
            return true;
        }
        from = at + 1;
    }
}

int SectionMapper::winner(const QList<int> &scores, int minimum)
{
    int best = -1;
    bool tie = false;
    for (int i = 0; i < scores.size(); ++i) {
        if (scores.at(i) < minimum) {
            continue;
        }
        if (best < 0 || scores.at(i) > scores.at(best)) {
            best = i;
            tie = false;
        } else if (scores.at(i) == scores.at(best)) {
            tie = true;
        }
    }
    return tie ? -1 : best;
}

QString SectionMapper::requirementForHeading(QStringView heading, SectionMatch *match) const
{
    if (match) {
        *match = SectionMatch::None;
    }
    const QString key = IssueForm::headingKey(heading);
    if (key.isEmpty()) {
        return {};
    }
    for (const Entry &entry : *m_entries) {
        if (entry.aliasKeys.contains(key)) {
            if (match) {
                *match = SectionMatch::Alias;
            }
            return entry.id;
        }
    }
    QList<int> scores;
    for (const Entry &entry : *m_entries) {
        int score = 0;
        for (const Keyword &keyword : entry.keywords) {
            if (contains(key, keyword)) {
                score += keyword.weight;
            }
        }
        scores.append(score);
    }
    const int best = winner(scores, 1);
    if (best < 0) {
        return {};
    }
    if (match) {
        *match = SectionMatch::HeadingKeywords;
    }
    return m_entries->at(best).id;
}

int SectionMapper::headingRank(QStringView heading, const QString &requirementId) const
{
    SectionMatch match = SectionMatch::None;
    if (requirementId.isEmpty() || requirementForHeading(heading, &match) != requirementId)
        return 0;
    return match == SectionMatch::Alias ? 2 : 1;
}

QString SectionMapper::requirementForText(QStringView text) const
{
    const QString key = IssueForm::headingKey(text.first(std::min(text.size(), MaxAnswerScan)));
    QList<int> scores;
    for (const Entry &entry : *m_entries) {
        int score = 0;
        for (const Keyword &keyword : entry.keywords) {
            if (contains(key, keyword)) {
                score += keyword.weight;
            }
        }
        scores.append(score);
    }
    const int best = winner(scores, 1);
    return best < 0 ? QString() : m_entries->at(best).id;
}

SectionMapping SectionMapper::map(const IssueForm &form, const FormProfile *profile) const
{
    SectionMapping mapping;
    mapping.requirementOfSection.reserve(form.sections.size());
    mapping.matchOfSection.reserve(form.sections.size());
    for (const FormSection &section : form.sections) {
        if (const FormProfileSection *known =
                profile ? profile->section(IssueForm::headingKey(section.heading)) : nullptr) {
            mapping.requirementOfSection.append(known->answers.value(0));
            mapping.requirementsOfSection.append(known->answers);
            mapping.matchOfSection.append(known->answers.isEmpty() ? SectionMatch::None
                                                                   : SectionMatch::Profile);
            mapping.factOfSection.append(known->fact);
            continue;
        }
        SectionMatch match = SectionMatch::None;
        QString id = requirementForHeading(section.heading, &match);
        if (id.isEmpty() && !section.answer.isEmpty()) {
            // Only distinct keywords count, and only a clear winner: at least three of its
            // keywords, and more than twice as many as the runner-up.
            const QString key = IssueForm::headingKey(
                QStringView(section.answer).first(std::min(section.answer.size(), MaxAnswerScan)));
            QList<int> counts;
            for (const Entry &entry : *m_entries) {
                int count = 0;
                for (const Keyword &keyword : entry.keywords) {
                    if (contains(key, keyword)) {
                        ++count;
                    }
                }
                counts.append(count);
            }
            const int best = winner(counts, 3);
            if (best >= 0) {
                bool clear = true;
                for (int i = 0; i < counts.size(); ++i) {
                    if (i != best && 2 * counts.at(i) >= counts.at(best)) {
                        clear = false;
                    }
                }
                if (clear) {
                    id = m_entries->at(best).id;
                    match = SectionMatch::AnswerKeywords;
                }
            }
        }
        mapping.requirementOfSection.append(id);
        mapping.requirementsOfSection.append(id.isEmpty() ? QStringList() : QStringList { id });
        mapping.matchOfSection.append(match);
        mapping.factOfSection.append(QString());
    }
    if (profile) {
        mapping.profileId = profile->id;
        for (const Entry &entry : *m_entries) {
            if (!profile->answers(entry.id) && mapping.sectionsOf(entry.id).isEmpty()) {
                mapping.requirementsWithoutField.append(entry.id);
            }
        }
    }
    return mapping;
}

} // namespace acp
