# CPack: a Debian package of the installed tree (`cpack -G DEB` in the build directory).
# See packaging/README.md. Included from packaging/CMakeLists.txt after the install() rules.
#
# The release date comes from the AppStream metainfo's <release> entry for PROJECT_VERSION, so the
# man page, the Debian changelog and the metainfo agree; packaging/acp-workbench.1.in and
# packaging/debian/changelog.in take it from there.

set(ACP_PACKAGE_MAINTAINER "ACP Workbench maintainers <acp-workbench@users.noreply.github.com>"
    CACHE STRING "Maintainer of the Debian package (Name <email>)")
set(ACP_DEB_RELEASE "1" CACHE STRING "Debian revision of the package (the part after the version)")

set(_acp_metainfo ${CMAKE_CURRENT_SOURCE_DIR}/io.github.pytorch_fdn.AcpWorkbench.metainfo.xml)
file(READ ${_acp_metainfo} _acp_metainfo_text)
string(REGEX MATCH "<release version=\"${PROJECT_VERSION}\" date=\"([0-9-]+)\"" _acp_release "${_acp_metainfo_text}")
if(_acp_release)
    set(ACP_RELEASE_DATE ${CMAKE_MATCH_1})
else()
    string(TIMESTAMP ACP_RELEASE_DATE "%Y-%m-%d" UTC)
    message(WARNING "${_acp_metainfo} has no <release version=\"${PROJECT_VERSION}\" date=\"...\">: "
                    "add one (with release notes); the package uses today's date, ${ACP_RELEASE_DATE}.")
endif()
execute_process(COMMAND date -u -R -d "${ACP_RELEASE_DATE} 12:00:00"
                OUTPUT_VARIABLE ACP_RELEASE_DATE_RFC2822 OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE _acp_date_status)
if(NOT _acp_date_status EQUAL 0)
    message(FATAL_ERROR "GNU date is needed to write the Debian changelog's date")
endif()

# --- documentation: man page, copyright, changelog (gzipped with -n, so builds are reproducible) ---
find_program(ACP_GZIP gzip REQUIRED)
set(_acp_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/${PROJECT_NAME})
configure_file(acp-workbench.1.in ${CMAKE_CURRENT_BINARY_DIR}/acp-workbench.1 @ONLY)
configure_file(debian/changelog.in ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian @ONLY)
add_custom_command(
    OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/acp-workbench.1.gz
    COMMAND ${ACP_GZIP} -9 -n -f -k ${CMAKE_CURRENT_BINARY_DIR}/acp-workbench.1
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/acp-workbench.1
    COMMENT "Compressing the man page")
add_custom_command(
    OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz
    COMMAND ${ACP_GZIP} -9 -n -f -k ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian
    COMMENT "Compressing the Debian changelog")
add_custom_target(acp_packaging_docs ALL
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/acp-workbench.1.gz ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/acp-workbench.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES debian/copyright ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz DESTINATION ${_acp_doc_dir})

# --- the package ----------------------------------------------------------------------------------
set(CPACK_PACKAGE_NAME ${PROJECT_NAME})
set(CPACK_PACKAGE_VENDOR "PyTorch Foundation")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${ACP_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "review PyTorch Additional Compute Platforms applications")
set(CPACK_PACKAGE_INSTALL_DIRECTORY ${PROJECT_NAME})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/build-.*/")
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_PACKAGE_NAME ${PROJECT_NAME})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE ${ACP_DEB_RELEASE})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ACP_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the extended description. Lines that
# start with a space are shown verbatim (the list); CPack strips the last line, so it is plain text.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "ACP Workbench is a Qt desktop application for the people who run the
PyTorch Foundation's Additional Compute Platforms admission process.
Vendors of out-of-tree accelerators apply for a listing on pytorch.org with
a GitHub issue; the workbench keeps those applications in a local SQLite
cache and helps the working group review them:
 - a checklist of the admission requirements per application, with notes
   and evidence;
 - request-info comments built from the gaps;
 - votes with quorum and one vote per organization;
 - offline work: every change is queued and sent to GitHub exactly once;
 - PDF review reports.
The same actions are available from a headless command line, and a demo
workspace shows the workbench without a network connection.")
# Run-time libraries are computed by dpkg-shlibdeps (from dpkg-dev). Qt loads these as plugins,
# which dpkg-shlibdeps cannot see: the SQLite driver (the workspace cache), the xcb/wayland
# platform plugins (the window) and the SVG image and icon engine plugins (the icons).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, libqt6svg6")
# Signing in keeps the token in the Secret Service (QtKeychain over libsecret): any provider does.
# Qt's own translations, CJK fonts for the Chinese and Japanese interface, xdg-open for links.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "gnome-keyring | kwalletmanager | keepassxc, qt6-translations-l10n, fonts-noto-cjk, xdg-utils")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "gh")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Directories the install step creates get 0755 whatever the umask of the person building.
# Debian strips binaries with --remove-section=.comment --remove-section=.note as well (dh_strip);
# CPack's strip keeps them, so the staged executable is stripped once more before packaging.
find_program(ACP_STRIP NAMES strip)
if(ACP_STRIP)
    configure_file(debian/strip-sections.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/strip-sections.cmake @ONLY)
    set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_BINARY_DIR}/strip-sections.cmake)
endif()
# lintian overrides for tags that do not apply to a package built outside Debian's archive.
install(FILES debian/lintian-overrides DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides
        RENAME ${PROJECT_NAME})
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

include(CPack)
