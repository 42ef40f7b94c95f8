// `nextra/hooks` (Nextra 2, 3 and 4).
export { useCopy, useFSRoute, useHash, useMounted, useRouter } from '../components/hooks.js'
export { useData } from '../data.js'
