#pragma once

#include <QList>
#include <QObject>
#include <QUrl>

namespace acp::test {

// Receives what QDesktopServices::openUrl hands out, instead of a real browser:
//   QDesktopServices::setUrlHandler(QStringLiteral("https"), &catcher, "open");
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl &url) { urls.append(url); }
};

} // namespace acp::test
