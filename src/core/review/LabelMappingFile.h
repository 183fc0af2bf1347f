#pragma once

#include "core/review/ReviewState.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

class QSettings;

namespace acp {

// The label mapping in use, and where it came from.
struct LabelMapping
{
    LabelScheme scheme;
    int version = 0; // the file's version; 0: the settings' label names (or the defaults)
    QString path; // the mapping file asked for; empty: none
    // Why `path` is not in use (one translated sentence); empty when it is. The settings' label
    // names are then in use (the window says so; a command stops instead).
    QString problem;
};

// A label mapping a co-chair can hand round and replace: JSON,
//   {"format": "acp-label-mapping", "version": 3,
//    "states": {"new": ["new", "review - scheduled"], "needs-info": "Too early", ...}}
// with a state id of ReviewState (new, needs-info, voting, approved, declined) for each key, and
// one label name or a list of them (the first is the one the workbench sets). A state the file
// leaves out keeps its default name. Unknown keys and states are refused, so a misspelt state
// never silently keeps the default.
//
// When the settings name a file ("labels/mappingFile"), it replaces the label names of the
// settings (LabelScheme::load); a file that cannot be read leaves those in use, with the problem.
class LabelMappingFile
{
    Q_DECLARE_TR_FUNCTIONS(acp::LabelMappingFile)

public:
    static QString settingsKey(); // "labels/mappingFile"

    static LabelMapping parse(const QByteArray &json, const QString &path = {});
    // The file `path`; empty: the settings' label names.
    static LabelMapping load(const QString &path, const QSettings &settings);
    static LabelMapping loadConfigured(const QSettings &settings);

    static QJsonObject toJson(const LabelScheme &scheme, int version);
};

} // namespace acp
