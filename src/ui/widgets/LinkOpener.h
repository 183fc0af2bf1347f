#pragma once

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <functional>

class QWidget;

namespace acp {

// The one way a link leaves the workbench (the rendered application, the checklist's evidence
// and its preview cards, the application header): only http(s) with a host and mailto with one
// address are allowed; the full address is shown, encoded (look-alike hosts as punycode, hidden
// characters escaped), and the user confirms; then QDesktopServices::openUrl.
//
// A mailto link opens as the plain address and nothing else: a stranger's link must not fill in
// a subject, a body, copies or attachments ("?body=…&attach=/etc/passwd") that a mail program
// might send on one click, so the query and fragment are dropped, and a link to several
// addresses, or to something that is not an address, is refused.
//
//   const LinkOpener::Result result = LinkOpener::open(this, url);
//   emit statusMessage(result.message, 6000);
class LinkOpener
{
public:
    enum class Outcome {
        Opened, // handed to the desktop
        Refused, // not a link the workbench opens (javascript:, file:, data:, relative, ...)
        Declined, // the user said no
        Failed, // QDesktopServices could not hand it on
    };

    struct Result
    {
        Outcome outcome = Outcome::Refused;
        QString message; // one sentence for the status bar

        bool opened() const { return outcome == Outcome::Opened; }
    };

    // Asks the user whether to open `url`; true to open. Tests replace it.
    using Confirmation = std::function<bool(QWidget *parent, const QUrl &url)>;

    // http or https with a host; mailto with one valid address.
    static bool isOpenable(const QUrl &url);
    // What opening `url` hands to the desktop: the link itself for http(s), "mailto:ADDRESS"
    // for a mailto link; an invalid QUrl when the link is refused.
    static QUrl openableUrl(const QUrl &url);
    // The one address of a mailto link, or empty when it does not hold exactly one valid one.
    static QString mailAddress(const QUrl &url);

    // The default confirmation: a question box with the full, encoded address; Cancel is the
    // default button.
    static bool askUser(QWidget *parent, const QUrl &url);
    // A confirmation that does not ask: for addresses the workbench itself made (the issue's
    // page on GitHub), which the user clicked on purpose.
    static bool noQuestion(QWidget *parent, const QUrl &url);

    // Refuses what isOpenable() does not allow, asks through `confirmation` (empty: askUser),
    // then hands the link to the desktop.
    static Result open(QWidget *parent, const QUrl &url, const Confirmation &confirmation = {});

    // `text` cut to `maxLength` characters with an ellipsis (addresses in messages).
    static QString elided(const QString &text, int maxLength = 120);
};

} // namespace acp
