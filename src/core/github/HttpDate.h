#pragma once

#include <QByteArrayView>
#include <QDateTime>

namespace acp::http {

// The time an HTTP date names (a Date or Retry-After header) in the IMF-fixdate form every
// current server sends, "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110 §5.6.7), in UTC; whitespace
// between the parts may be loose. Invalid for anything else, the two obsolete forms included.
// Read by hand: every answer carries a Date, and QTime::fromString's parser took 1% of an
// initial sync's CPU time.
QDateTime parseDate(QByteArrayView value);

} // namespace acp::http
