#pragma once
// The WebP container (RIFF): removing what is not pixels. libvips 8.14 writes EXIF and
// ICC chunks into WebP even when told to strip them, and published images must carry no
// metadata at all, so the encoded bytes are filtered here.

#include <string>

namespace marine::media {

// Drops the EXIF, XMP and ICCP chunks and clears their flags in the VP8X header. Returns
// false (leaving `webp` unchanged) when the bytes are not a well-formed WebP container.
bool strip_webp_metadata(std::string& webp);

}  // namespace marine::media
