import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import createClient from 'openapi-fetch'

const api = createClient<any>({ baseUrl: '/api' })

export const Route = createFileRoute('/')({ component: Home })

function Home() {
  const papers = useQuery({ queryKey: ['papers'], queryFn: async () => (await api.GET('/papers/all' as never)).data })
  return <p>{papers.data ? 'Loaded' : 'Loading...'}</p>
}
