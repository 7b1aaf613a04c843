// The native online client's Colyseus frames (src/online_client/native/colyseus_frames.hpp): the
// bytes of Colyseus 0.16's protocol as its server writes them (written out here by hand from its
// protocol: a code byte, then msgpack), read into the app's (kind, JSON); the client's frames;
// bytes that are no frame read as unreadable, never a crash.
#include "online_client/native/colyseus_frames.hpp"

#include <catch2/catch.hpp>

using namespace rb::online_client;

namespace {
std::string bytes(std::initializer_list<int> list) {
  std::string out;
  for (const int b : list) out += char(b);
  return out;
}
}  // namespace

TEST_CASE("colyseus frames: the server's join, messages, errors and leave are read") {
  // JOIN_ROOM: [10, token length 3, "t0k", serializer length 4, "none"]
  const ServerFrame joined =
      read_server_frame(bytes({10, 3, 't', '0', 'k', 4, 'n', 'o', 'n', 'e'}));
  CHECK(joined.kind == FrameKind::joined);
  CHECK(joined.token == "t0k");
  // ROOM_DATA "view" with a string payload (the view's JSON text): the text itself.
  const ServerFrame view = read_server_frame(
      bytes({13, 0xa4, 'v', 'i', 'e', 'w', 0xa8, '{', '"', 's', 'e', 'q', '"', ':', '}'}));
  CHECK(view.kind == FrameKind::message);
  CHECK(view.type == "view");
  CHECK(view.json == "{\"seq\":}");  // (handed on as it came: the app reads it)
  // ROOM_DATA "players" {seats: ["here", "empty"], you: 1, again: [false, true], x: -2, y: 0.5}
  const ServerFrame players = read_server_frame(
      bytes({13,   0xa7, 'p',  'l',  'a',  'y',  'e',  'r',  's',  0x85, 0xa5, 's',  'e',  'a',
             't',  's',  0x92, 0xa4, 'h',  'e',  'r',  'e',  0xa5, 'e',  'm',  'p',  't',  'y',
             0xa3, 'y',  'o',  'u',  0x01, 0xa5, 'a',  'g',  'a',  'i',  'n',  0x92, 0xc2, 0xc3,
             0xa1, 'x',  0xfe, 0xa1, 'y',  0xcb, 0x3f, 0xe0, 0,    0,    0,    0,    0,    0}));
  CHECK(players.kind == FrameKind::message);
  CHECK(players.json ==
        R"({"seats":["here","empty"],"you":1,"again":[false,true],"x":-2,"y":0.5})");
  // ERROR: [11, code 4212 (uint16), "room is locked"]
  const ServerFrame error =
      read_server_frame(bytes({11, 0xcd, 0x10, 0x74, 0xae, 'r', 'o', 'o', 'm', ' ', 'i', 's', ' ',
                               'l', 'o', 'c', 'k', 'e', 'd'}));
  CHECK(error.kind == FrameKind::error);
  CHECK(error.code == 4212);
  CHECK(error.error == "room is locked");
  CHECK(read_server_frame(bytes({12})).kind == FrameKind::leave);
  // A message with no payload (the type alone).
  const ServerFrame bare = read_server_frame(bytes({13, 0xa5, 'a', 'g', 'a', 'i', 'n'}));
  CHECK(bare.kind == FrameKind::message);
  CHECK(bare.json.empty());
}

TEST_CASE("colyseus frames: bytes that are no frame are unreadable, with a reason") {
  CHECK(read_server_frame("").kind == FrameKind::unreadable);
  CHECK(read_server_frame(bytes({10, 9, 'a'})).kind == FrameKind::unreadable);  // cut short
  CHECK(read_server_frame(bytes({13, 0x01})).kind == FrameKind::unreadable);    // no type name
  const ServerFrame cut = read_server_frame(bytes({13, 0xa4, 'v', 'i', 'e', 'w', 0xa8, '{'}));
  CHECK(cut.kind == FrameKind::unreadable);
  CHECK(cut.error == "a view message that does not decode");
  // A map whose key is no string is no JSON object.
  CHECK(read_server_frame(bytes({13, 0xa1, 'x', 0x81, 0x01, 0x02})).kind == FrameKind::unreadable);
  CHECK(read_server_frame(bytes({11, 0xc0})).kind == FrameKind::unreadable);
  // A state frame: nothing for the app.
  CHECK(read_server_frame(bytes({14, 1, 2})).kind == FrameKind::other);
}

TEST_CASE("colyseus frames: the client's acknowledgement, leave and messages") {
  CHECK(join_acknowledgement() == bytes({10}));
  CHECK(leave_frame() == bytes({12}));
  CHECK(room_message("again", "") == bytes({13, 0xa5, 'a', 'g', 'a', 'i', 'n'}));
  CHECK(room_message("act", R"({"action":"h1 c2","seq":300})") ==
        bytes({13,   0xa3, 'a', 'c', 't', 0x82, 0xa6, 'a', 'c', 't', 'i',  'o',  'n',
               0xa5, 'h',  '1', ' ', 'c', '2',  0xa3, 's', 'e', 'q', 0xcd, 0x01, 0x2c}));
  // What the client writes, the server's reading (a message of the same bytes) reads back.
  const ServerFrame back = read_server_frame(room_message("lang", R"({"lang":"fr","on":true})"));
  CHECK(back.type == "lang");
  CHECK(back.json == R"({"lang":"fr","on":true})");
}
