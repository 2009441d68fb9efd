import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

interface Detector {
  detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

/** Reads one QR code from the video: the browser's BarcodeDetector where it exists, else jsQR (loaded on first use). */
async function makeReader(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  return async (video, canvas) => {
    const width = video.videoWidth
    const height = video.videoHeight
    if (!width || !height) return null
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) return null
    context.drawImage(video, 0, 0, width, height)
    return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null
  }
}

/** The camera, started by the volunteer; each QR read is handed to `onScan` (then the camera stops). */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const [on, setOn] = useState(false)
  const [problem, setProblem] = useState<string>()
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const scanned = useRef(onScan)
  scanned.current = onScan

  useEffect(() => {
    if (!on) return
    let stopped = false
    let stream: MediaStream | undefined
    const run = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        const read = await makeReader()
        while (!stopped && video.current && canvas.current) {
          const text = await read(video.current, canvas.current).catch(() => null)
          if (text) {
            scanned.current(text)
            setOn(false)
            return
          }
          await new Promise((r) => setTimeout(r, 200))
        }
      } catch {
        setProblem('The camera could not be started: allow the camera for this site, or search by name instead.')
        setOn(false)
      }
    }
    void run()
    return () => {
      stopped = true
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [on])

  return (
    <div className="grid gap-2">
      {on ? (
        <>
          <video ref={video} muted playsInline className="w-full max-w-sm rounded-md bg-black" />
          <canvas ref={canvas} hidden />
          <Button variant="outline" onClick={() => setOn(false)}>
            Stop the camera
          </Button>
        </>
      ) : (
        <Button
          onClick={() => {
            setProblem(undefined)
            setOn(true)
          }}
        >
          Scan a ticket with the camera
        </Button>
      )}
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
