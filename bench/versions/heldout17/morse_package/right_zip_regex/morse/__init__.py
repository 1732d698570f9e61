from morse.codec import decode, encode
