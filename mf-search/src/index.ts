// Async boundary: shared singletons (react, @rednest/shared/*) must be negotiated before any
// module that uses them is evaluated (TOOLCHAIN: #RUNTIME-006 otherwise).
import('./bootstrap');
