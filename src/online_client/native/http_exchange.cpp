// A blocking HTTP/1.0 exchange (see http_exchange.hpp). HTTP/1.0: the server answers without
// chunks and closes, so the body is all that follows the headers.
#define ASIO_STANDALONE
#include "online_client/native/http_exchange.hpp"

#include <asio.hpp>

namespace rb::online_client {

HttpAnswer http_exchange(const std::string& host, const std::string& port,
                         const std::string& method, const std::string& path,
                         const std::string& json_body) {
  HttpAnswer answer;
  try {
    asio::io_context io;
    asio::ip::tcp::resolver resolver(io);
    asio::ip::tcp::socket socket(io);
    asio::connect(socket, resolver.resolve(host, port));
    std::string request = method + " " + path + " HTTP/1.0\r\nHost: " + host + ":" + port +
                          "\r\nAccept: application/json\r\n";
    if (method == "POST") {
      request +=
          "Content-Type: application/json\r\nContent-Length: " + std::to_string(json_body.size()) +
          "\r\n";
    }
    request += "\r\n" + (method == "POST" ? json_body : std::string());
    asio::write(socket, asio::buffer(request));
    std::string reply;
    asio::error_code error;
    char chunk[4096];
    for (;;) {
      const size_t got = socket.read_some(asio::buffer(chunk), error);
      reply.append(chunk, got);
      if (error) break;
    }
    if (error != asio::error::eof) {
      answer.error = error.message();
      return answer;
    }
    const size_t head_end = reply.find("\r\n\r\n");
    const size_t space = reply.find(' ');
    if (head_end == std::string::npos || space == std::string::npos || space > head_end) {
      answer.error = "the server's answer is not HTTP";
      return answer;
    }
    answer.status = std::atoi(reply.c_str() + space + 1);
    answer.body = reply.substr(head_end + 4);
  } catch (const std::exception& e) {
    answer.error = e.what();
  }
  return answer;
}

}  // namespace rb::online_client
