// One HTTP/1.0 request and its answer, blocking, over a plain TCP socket (standalone asio): the
// native online client's matchmaking requests and its list of public tables.
#pragma once

#include <string>

namespace rb::online_client {

struct HttpAnswer {
  int status = 0;  // 0: no answer (error says why)
  std::string body;
  std::string error;
};

// `method` "GET" or "POST" (a JSON body); `path` from the root: "/matchmake/create/table".
HttpAnswer http_exchange(const std::string& host, const std::string& port,
                         const std::string& method, const std::string& path,
                         const std::string& json_body);

}  // namespace rb::online_client
