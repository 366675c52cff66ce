"""A scripted https server for the transport's tests: TLS with the given certificate, and for
every request the bytes of REPLY_FILE, after which the connection is cut without TLS's
close_notify (Python's SSLSocket.close() does not send one; only unwrap() would).

    python3 tls_server.py CERT KEY REPLY_FILE

Prints the port it listens on (127.0.0.1, ephemeral), then serves until killed.
"""
import socket
import ssl
import sys
import threading

cert, key, reply_file = sys.argv[1:4]
with open(reply_file, "rb") as f:
    reply = f.read()
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
listener = socket.create_server(("127.0.0.1", 0))
print(listener.getsockname()[1], flush=True)


def serve(raw):
    try:
        connection = context.wrap_socket(raw, server_side=True)
        request = b""
        while b"\r\n\r\n" not in request:
            data = connection.recv(4096)
            if not data:
                return
            request += data
        connection.sendall(reply)
        connection.close()  # no close_notify
    except (OSError, ssl.SSLError):
        pass
    finally:
        raw.close()


while True:
    client, _ = listener.accept()
    threading.Thread(target=serve, args=(client,), daemon=True).start()
